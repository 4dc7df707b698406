import { describeParity } from './parity-suite.ts';

// The desktop half (1366 px) of the parity suite; docs/parity.md.
describeParity('desktop');
