package amdgcn

import "flag"

// benchGuard enables the tests that compare CPU time against llvm-mc-19
// (TestThroughputRatio). They are benchmarks written as tests: on a loaded
// machine their ratios move, so the default test run leaves them out.
var benchGuard = flag.Bool("bench-guard", false, "run the throughput guards (TestThroughputRatio: CPU time against llvm-mc-19)")
