package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/lowerc/lowerc/internal/tilerun"
	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/targets/spec"
	"github.com/lowerc/lowerc/verify"
)

func init() {
	registerDemo(60, "lowerc diff: the seed kernel on ptx:sm_90 vs amdgcn:gfx942:ieee=0, and vs a bare v_max3_f32 atom", demoDiff)
}

// demoMax3Atom is the seed kernel with its max written as the AMD atom
// v_max3_f32 (what the gfx942 lowering picks under IEEE mode off, without
// the quieting that nan = number needs with IEEE mode on).
const demoMax3Atom = `kernel @maximum3(%A: global f32[4,1], %B: global f32[4,1], %Out: global f32[4,1]) grid(1) block(1) {
  %a = alloc.local f32[4,1]
  %b = alloc.local f32[4,1]
  %a = load %A
  %b = load %B
  %a = apply amdgcn "v_max3_f32" %a, %b, f32 0.0
  store %Out, %a
}
`

// demoDiff runs lowerc diff's engine on the bundled example: the grid of
// special f32 values in all pairs plus 1,000 random pairs.
func demoDiff(w io.Writer) error {
	type pair struct {
		a, b       string
		srcB, file string
	}
	pairs := []pair{
		{"ptx:sm_90", "amdgcn:gfx942:ieee=0", "", ""},
		{"ptx:sm_90", "amdgcn:gfx942", demoMax3Atom, "max3_atom.tile"},
	}
	for i, p := range pairs {
		if i > 0 {
			fmt.Fprintln(w)
		}
		cmd := fmt.Sprintf("lowerc diff -a %s -b %s -random 1000 testdata/examples/maximum3.tile", p.a, p.b)
		if p.srcB != "" {
			cmd += " " + p.file
		}
		fmt.Fprintf(w, "-- %s --\n", cmd)
		var sides [2]tilerun.Side
		for j, t := range []string{p.a, p.b} {
			sp, err := spec.Parse(t)
			if err != nil {
				return err
			}
			m, err := demoModule()
			if err != nil {
				return err
			}
			if j == 1 && p.srcB != "" {
				if m, err = ir.Parse(p.file, []byte(p.srcB)); err != nil {
					return err
				}
			}
			b, err := specBackend(sp)
			if err != nil {
				return err
			}
			if errs := verify.Module(m, b); len(errs) > 0 {
				return errs
			}
			if _, err := executor(sp); err != nil {
				fmt.Fprintf(w, "skipped: %v\n", err)
				return nil
			}
			code, err := kernelCode(sp, m, m.Kernels[0])
			if err != nil {
				return err
			}
			sides[j] = tilerun.Side{Label: sp.String(), Kernel: m.Kernels[0], Run: code}
			if p.srcB != "" && j == 1 {
				sides[j].Label += " (v_max3_f32 atom)"
			}
		}
		res, err := tilerun.Diff(sides[0], sides[1], tilerun.Options{Random: 1000, Seed: tilerun.DefaultSeed})
		if err != nil {
			return err
		}
		var b strings.Builder
		if err := writeDiff(&b, "text", res); err != nil {
			return err
		}
		io.WriteString(w, b.String())
		snan := 0
		for _, g := range res.Outputs[0].Report.Groups {
			if g.BitwiseDiff > 0 && (strings.Contains(g.ClassA.String(), "snan") || strings.Contains(g.ClassB.String(), "snan")) {
				snan++
			}
		}
		if res.Differs() {
			fmt.Fprintf(w, "(%d of the %d differing groups have a signaling NaN input)\n", snan, len(res.Outputs[0].Report.Groups)-countSame(res))
		}
	}
	return nil
}

func countSame(res *tilerun.Result) int {
	n := 0
	for _, g := range res.Outputs[0].Report.Groups {
		if g.BitwiseDiff == 0 {
			n++
		}
	}
	return n
}
