package main

import "github.com/lowerc/lowerc/verify/tv"

// execTargets are the executors the code-running commands (validate,
// audit, run, diff) use, by -target name ("ptx", "amdgcn"). Each
// executor's file in this package adds itself in an init function.
//
//lint:ignore U1000 filled by the executors' init functions
var execTargets = map[string]tv.Target{}
