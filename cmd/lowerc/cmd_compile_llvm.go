package main

import (
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/targets/llvm"
)

func init() {
	registerCompileTarget(&compileTarget{
		name:  "llvm",
		short: "LLVM IR (LLVM 19) for nvptx64-nvidia-cuda or amdgcn-amd-amdhsa",
		flags: func(fs *flag.FlagSet) func() (Backend, error) {
			triple := fs.String("triple", "", "llvm: the target triple ("+llvm.TripleNVPTX+" or "+llvm.TripleAMDGCN+"; nvptx64 and amdgcn for short)")
			mcpu := fs.String("mcpu", "", "llvm: the CPU ("+cpuSpan(llvm.TripleNVPTX)+", "+cpuSpan(llvm.TripleAMDGCN)+"); empty: IR portable across the triple's CPUs")
			ieee := fs.Bool("ieee", true, `llvm: amdgcn MODE.IEEE; -ieee=0 adds "amdgpu-ieee"="false" on GFX9–GFX11`)
			return func() (Backend, error) {
				t := *triple
				switch t {
				case "nvptx64":
					t = llvm.TripleNVPTX
				case "amdgcn":
					t = llvm.TripleAMDGCN
				}
				return llvm.New(llvm.Options{Triple: t, CPU: *mcpu, NoIEEE: !*ieee})
			}
		},
	})
	registerDemo(40, "LLVM IR for the seed example: amdgcn-amd-amdhsa gfx942", demoLLVM)
}

// demoLLVM prints the mapping rows the seed example uses and its LLVM IR for
// gfx942: a maxnum chain (which llc-19 turns into v_max3_f32) and the
// sign fix-up that makes the zero sign exact.
func demoLLVM(w io.Writer) error {
	m, err := demoModule()
	if err != nil {
		return err
	}
	t, err := llvm.New(llvm.Options{Triple: llvm.TripleAMDGCN, CPU: "gfx942"})
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "-- lowerc compile -target llvm -triple %s -mcpu gfx942 %s --\n", llvm.TripleAMDGCN, m.File)
	seen := map[string]bool{}
	for _, k := range m.Kernels {
		for _, op := range k.Body {
			mm, ok := op.(*ir.MinMax)
			if !ok {
				continue
			}
			r, err := t.Row(mm)
			if err != nil {
				return err
			}
			if seen[r.ID] {
				continue
			}
			seen[r.ID] = true
			fmt.Fprintf(w, "%s: %s → mapping row %s: %s\n  why exact: %s\n", mm.Pos, ir.FormatOp(mm), r.ID, r.IR, r.Why)
		}
	}
	var b strings.Builder
	if err := t.Compile(m, &b); err != nil {
		return err
	}
	fmt.Fprintln(w)
	_, err = io.WriteString(w, b.String())
	return err
}

// cpuSpan is the first and last -mcpu value of a triple: "sm_70 … sm_90a".
func cpuSpan(triple string) string {
	ns := llvm.CPUs(triple)
	return ns[0] + " … " + ns[len(ns)-1]
}
