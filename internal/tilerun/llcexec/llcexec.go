package llcexec

import (
	"fmt"
	"strings"

	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/targets/amdgcn/amdexec"
	"github.com/lowerc/lowerc/targets/llvm"
	"github.com/lowerc/lowerc/targets/ptx/ptxexec"
	"github.com/lowerc/lowerc/targets/spec"
	"github.com/lowerc/lowerc/verify/tv"
)

// Kernel returns the executor's code for tile kernel k from llc-19's
// output asm for lowerc's LLVM IR of k on llvm spec sp (file names asm in
// messages). nvptx64: the PTX executor launches llc's entry (k's global
// tensors as pointer params, in parameter order; ptxexec.EntryKernel).
// amdgcn: the AMD executor runs llc's kernel with LLVM's AMDGPU kernel
// ABI (the kernarg layout of its .amdgpu_metadata, hidden arguments
// included, and the user and system SGPRs its descriptor enables;
// amdexec.LLCKernel). Both run tuples (tv.TupleKernel), which lowerc diff
// -exhaustive uses.
func Kernel(sp spec.Spec, file string, asm []byte, k *ir.Kernel) (tv.Kernel, error) {
	if sp.Kind != spec.LLVM {
		return nil, fmt.Errorf("%s is not an llvm spec", sp)
	}
	if sp.Triple == llvm.TripleAMDGCN {
		kern, err := amdexec.NewLLCKernel(file, asm, k, sp.Options)
		if err != nil {
			return nil, fmt.Errorf("llc-19's AMD code: %v", err)
		}
		return kern, nil
	}
	pm, err := ptxexec.Parse(file, asm)
	if err != nil {
		return nil, fmt.Errorf("llc-19's PTX: %v", err)
	}
	name := strings.ReplaceAll(k.Name, ".", "$")
	f := pm.Func(name)
	if f == nil {
		return nil, fmt.Errorf("llc-19's PTX has no entry %s", name)
	}
	kern, err := ptxexec.EntryKernel(f, k)
	if err != nil {
		return nil, fmt.Errorf("llc-19's PTX: %v", err)
	}
	return kern, nil
}
