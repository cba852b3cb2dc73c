import { defineRouteSuite } from '../../support/route-suite';

defineRouteSuite('phone');
