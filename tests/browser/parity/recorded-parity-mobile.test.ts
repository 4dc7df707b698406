import { describeParity } from './parity-suite.ts';

// The mobile half (390 px) of the parity suite; docs/parity.md.
describeParity('mobile');
