package main

import (
	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/targets/spec"
	"github.com/lowerc/lowerc/verify/tv"
)

// llvmKernel runs lowerc's LLVM IR for an llvm spec: llc-19 compiles it,
// then the executor of the triple's code runs the result.
func llvmKernel(sp spec.Spec, m *ir.Module, k *ir.Kernel) (tv.Kernel, error) {
	return nil, usageErr("%s: running llc-19's code needs an executor entry point for external kernels, which this build does not have yet", sp)
}
