package main

import (
	"fmt"
	"io"

	"github.com/lowerc/lowerc/semantics"
)

func init() {
	registerDemo(50, "semantics: the seed example's max on PTX vs AMD", demoSemantics)
}

// demoSemantics evaluates the seed example's max (three inputs a, b and the
// constant 0.0, nan=number, f32) with the instructions each target offers:
// on PTX sm_90 two chained max.f32 (the three-input form needs sm_100), on
// gfx942 one v_max3_f32 with IEEE mode on (compute kernels) and off, and the
// IEEE-mode sequence that first canonicalizes a and b with v_max_f32 x, x
// (what LLVM 19 emits for maxnum, docs/reference/amdgpu.md §4.4). It prints the pairs (a,
// b) of readable special values, with c = +0, where any column differs from
// PTX; every result comes from the semantics models.
func demoSemantics(w io.Writer) error {
	t := semantics.F32
	var ms []*semantics.Model
	for _, n := range []string{"ptx:max.f32", "amdgcn:gfx942:v_max3_f32", "amdgcn:gfx942:v_max3_f32:ieee=0", "amdgcn:gfx942:v_max_f32"} {
		m, err := semantics.Lookup(n)
		if err != nil {
			return err
		}
		ms = append(ms, m)
	}
	ptx, max3, max3off, vmax := ms[0], ms[1], ms[2], ms[3]
	var evalErr error
	eval := func(m *semantics.Model, a, b, c uint64) uint64 {
		r, err := m.Eval(t, a, b, c)
		if err != nil && evalErr == nil {
			evalErr = err
		}
		return r.Bits()
	}
	// Readable inputs: zeros, ±1, the smallest subnormal, infinities, and
	// quiet and signaling NaNs of both signs.
	var inputs []uint64
	for _, s := range []string{"0", "-0", "1", "-1", "0x00000001", "inf", "-inf", "0x7fc00000", "0xffc00000", "0x7f800001", "0xff800001"} {
		v, err := semantics.ParseValue(t, s)
		if err != nil {
			return err
		}
		inputs = append(inputs, v)
	}
	fmt.Fprintf(w, "Out = max(a, b, 0.0), f32, nan=number. PTX sm_90: max.f32(max.f32(a, b), 0); gfx942: v_max3_f32 a, b, 0;\n")
	fmt.Fprintf(w, "canonicalized: v_max3_f32 (v_max_f32 a, a), (v_max_f32 b, b), 0 with IEEE=1 (LLVM 19's maxnum, docs/reference/amdgpu.md §4.4)\n")
	fmt.Fprintf(w, "%-12s %-12s %-12s %-14s %-14s %s\n", "a", "b", "PTX", "gfx942 IEEE=1", "gfx942 IEEE=0", "canonicalized")
	differ, canonDiffer := 0, 0
	for _, a := range inputs {
		for _, b := range inputs {
			p := eval(ptx, eval(ptx, a, b, 0), 0, 0)
			x := eval(max3, a, b, 0)
			y := eval(max3off, a, b, 0)
			z := eval(max3, eval(vmax, a, a, 0), eval(vmax, b, b, 0), 0)
			if evalErr != nil {
				return evalErr
			}
			if z != p {
				canonDiffer++
			}
			if p == x && x == y && y == z {
				continue
			}
			differ++
			fmt.Fprintf(w, "%-12s %-12s %-12s %-14s %-14s %s\n", semantics.FormatBits(t, a), semantics.FormatBits(t, b),
				semantics.FormatBits(t, p), semantics.FormatBits(t, x), semantics.FormatBits(t, y), semantics.FormatBits(t, z))
		}
	}
	fmt.Fprintf(w, "%d of %d input pairs disagree (a, b from: ±0, ±1, 0x00000001, ±inf, ±qNaN, ±sNaN).\n", differ, len(inputs)*len(inputs))
	fmt.Fprintf(w, "PTX and gfx942 IEEE=0 let an sNaN lose to the number; a bare v_max3 with IEEE=1 first returns the quieted\n")
	fmt.Fprintf(w, "sNaN (v_max3 = v_max(v_max(a, b), c)), which then loses to the 0.0: +0 instead of the other input.\n")
	fmt.Fprintf(w, "Canonicalizing a and b first (IEEE=1) differs from PTX on %d of these pairs.\n", canonDiffer)
	return nil
}
