package main

import (
	"fmt"
	"strings"

	"github.com/lowerc/lowerc/internal/oracle"
	"github.com/lowerc/lowerc/internal/tilerun/llcexec"
	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/targets/amdgcn/amdexec"
	"github.com/lowerc/lowerc/targets/llvm"
	"github.com/lowerc/lowerc/targets/ptx/ptxexec"
	"github.com/lowerc/lowerc/targets/spec"
	"github.com/lowerc/lowerc/verify/tv"
)

// llvmKernel runs lowerc's LLVM IR for an llvm spec: llc-19 compiles it,
// then the executor of the triple's code runs the result
// (llcexec.Kernel).
func llvmKernel(sp spec.Spec, m *ir.Module, k *ir.Kernel) (tv.Kernel, error) {
	t, err := sp.LLVMTarget()
	if err != nil {
		return nil, usageErr("%v", err)
	}
	var ll strings.Builder
	if err := t.Compile(m, &ll); err != nil {
		return nil, inputErr("%s: %v", sp, err)
	}
	llc, err := oracle.Lookup(oracle.LLC)
	if err != nil {
		return nil, usageErr("%s: %v (llvm specs compile lowerc's LLVM IR with llc-19)", sp, err)
	}
	ext := ".ptx"
	if sp.Triple == llvm.TripleAMDGCN {
		ext = ".s"
	}
	out, err := oracle.Run(llc, []byte(ll.String()), "-mtriple="+sp.Triple, "-mcpu="+sp.Options.Arch, "-o", "-")
	if err != nil {
		return nil, inputErr("%s: %v", sp, err)
	}
	kern, err := llcexec.Kernel(sp, m.File+" (llc-19 "+sp.Options.Arch+")"+ext, out, k)
	if err != nil {
		return nil, inputErr("%s: %v", sp, err)
	}
	return kern, nil
}

// llcPTXKernels runs llc's PTX of a kernel for lowerc audit (step 2 of a
// lowerc-made module's kernels).
type llcPTXKernels struct{}

func (llcPTXKernels) LLCKernel(file string, asm []byte, name string, k *ir.Kernel) (tv.Kernel, error) {
	pm, err := ptxexec.Parse(file, asm)
	if err != nil {
		return nil, err
	}
	f := pm.Func(name)
	if f == nil {
		return nil, fmt.Errorf("llc's PTX has no entry %s", name)
	}
	if f.Err != nil {
		return nil, f.Err
	}
	return ptxexec.EntryKernel(f, k)
}

// llcAMDKernels runs llc's AMD code of a kernel for lowerc audit (step 2
// of a lowerc-made module's kernels) on the audit's -mcpu.
type llcAMDKernels struct{ cpu string }

func (a llcAMDKernels) LLCKernel(file string, asm []byte, name string, k *ir.Kernel) (tv.Kernel, error) {
	if k.Name != name {
		return nil, fmt.Errorf("llc's kernel %s is not the tile kernel @%s", name, k.Name)
	}
	return amdexec.NewLLCKernel(file, asm, k, tv.Options{Arch: a.cpu})
}
