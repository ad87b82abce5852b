package lower

import "github.com/lowerc/lowerc/targets/amdgcn"

// Corpus is the test corpus for the executor's tests in package
// lower_test (exec_test.go).
func Corpus(g *amdgcn.Generation, ieee bool) string { return corpus(g, ieee) }

// Long reports whether -long was given.
func Long() bool { return *long }
