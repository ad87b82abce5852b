package ptx_test

import "flag"

// benchGuard enables the tests that measure CPU time (TestLowerScales).
// They are benchmarks written as tests: on a loaded machine the times
// move, so the default test run leaves them out.
var benchGuard = flag.Bool("bench-guard", false, "run the timing guards (TestLowerScales: CPU time of 50k against 5k positions)")
