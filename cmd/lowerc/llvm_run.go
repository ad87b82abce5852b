package main

import (
	"fmt"
	"strings"

	"github.com/lowerc/lowerc/internal/oracle"
	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/targets/amdgcn/amdexec"
	"github.com/lowerc/lowerc/targets/llvm"
	"github.com/lowerc/lowerc/targets/ptx/ptxexec"
	"github.com/lowerc/lowerc/targets/spec"
	"github.com/lowerc/lowerc/verify/tv"
)

// llvmKernel runs lowerc's LLVM IR for an llvm spec: llc-19 compiles it,
// then the executor of the triple's code runs the result. nvptx64: the PTX
// executor (package ptxexec) launches llc's entry. amdgcn: the AMD
// executor runs llc's kernel with LLVM's AMDGPU kernel ABI (the kernarg
// layout of its .amdgpu_metadata, hidden arguments included, and the user
// and system SGPRs its descriptor enables; amdexec.LLCKernel).
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
	out, err := oracle.Run(llc, []byte(ll.String()), "-mtriple="+sp.Triple, "-mcpu="+sp.Options.Arch, "-o", "-")
	if err != nil {
		return nil, inputErr("%s: %v", sp, err)
	}
	if sp.Triple == llvm.TripleAMDGCN {
		kern, err := amdexec.NewLLCKernel(m.File+" (llc-19 "+sp.Options.Arch+").s", out, k, sp.Options)
		if err != nil {
			return nil, inputErr("%s: llc-19's AMD code: %v", sp, err)
		}
		return kern, nil
	}
	pm, err := ptxexec.Parse(m.File+" (llc-19 "+sp.Options.Arch+").ptx", out)
	if err != nil {
		return nil, inputErr("%s: llc-19's PTX: %v", sp, err)
	}
	name := strings.ReplaceAll(k.Name, ".", "$")
	f := pm.Func(name)
	if f == nil {
		return nil, inputErr("%s: llc-19's PTX has no entry %s", sp, name)
	}
	if f.Err != nil {
		return nil, inputErr("%s: llc-19's PTX: %v", sp, f.Err)
	}
	return &llcPTXKernel{f: f, k: k}, nil
}

// llcPTXKernel launches llc's PTX entry: global tensors as pointers, preds
// as their 0/1 value, in parameter order (lowerc's LLVM IR keeps it).
type llcPTXKernel struct {
	f *ptxexec.Function
	k *ir.Kernel
}

func (r *llcPTXKernel) Run(args []tv.Arg) error {
	if len(args) != len(r.k.Params) {
		return fmt.Errorf("kernel @%s takes %d arguments, given %d", r.k.Name, len(r.k.Params), len(args))
	}
	ka := make([]ptxexec.KernelArg, len(args))
	for i, a := range args {
		if r.k.Params[i].Space == ir.Global {
			ka[i] = ptxexec.KernelArg{Mem: a.Mem, Pointer: true}
		} else if a.Pred {
			ka[i] = ptxexec.KernelArg{Value: 1}
		}
	}
	d := func(x [3]int) [3]int { return [3]int{max(x[0], 1), max(x[1], 1), max(x[2], 1)} }
	return r.f.Launch(d(r.k.Grid), d(r.k.Block), ka)
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
	return &llcPTXKernel{f: f, k: k}, nil
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
