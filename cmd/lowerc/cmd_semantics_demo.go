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
// constant 0.0, nan=number, f32) as each target runs it: on PTX sm_90 two
// chained max.f32 (the three-input form needs sm_100), on gfx942 one
// v_max3_f32 with IEEE mode on (compute kernels) and off. It prints the
// pairs (a, b) of readable special values, with c = +0, where the three
// disagree.
func demoSemantics(w io.Writer) error {
	ptx, err := semantics.Lookup("ptx:max.f32")
	if err != nil {
		return err
	}
	cols := []string{"amdgcn:gfx942:v_max3_f32", "amdgcn:gfx942:v_max3_f32:ieee=0"}
	var amd []*semantics.Model
	for _, n := range cols {
		m, err := semantics.Lookup(n)
		if err != nil {
			return err
		}
		amd = append(amd, m)
	}
	t := semantics.F32
	eval := func(m *semantics.Model, a, b, c uint64) (uint64, error) {
		r, err := m.Eval(t, a, b, c)
		if err != nil {
			return 0, err
		}
		return r.Bits(), nil
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
	fmt.Fprintf(w, "Out = max(a, b, 0.0), f32, nan=number: PTX sm_90 = max.f32(max.f32(a, b), 0); gfx942 = v_max3_f32 a, b, 0\n")
	fmt.Fprintf(w, "%-12s %-12s %-12s %-14s %s\n", "a", "b", "PTX", "gfx942 IEEE=1", "gfx942 IEEE=0")
	differ := 0
	for _, a := range inputs {
		for _, b := range inputs {
			p1, err := eval(ptx, a, b, 0)
			if err != nil {
				return err
			}
			p, err := eval(ptx, p1, 0, 0)
			if err != nil {
				return err
			}
			x, err := eval(amd[0], a, b, 0)
			if err != nil {
				return err
			}
			y, err := eval(amd[1], a, b, 0)
			if err != nil {
				return err
			}
			if p == x && x == y {
				continue
			}
			differ++
			fmt.Fprintf(w, "%-12s %-12s %-12s %-14s %s\n", semantics.FormatBits(t, a), semantics.FormatBits(t, b),
				semantics.FormatBits(t, p), semantics.FormatBits(t, x), semantics.FormatBits(t, y))
		}
	}
	fmt.Fprintf(w, "%d of %d input pairs disagree (a, b from: ±0, ±1, 0x00000001, ±inf, ±qNaN, ±sNaN).\n", differ, len(inputs)*len(inputs))
	fmt.Fprintf(w, "PTX and gfx942 IEEE=0 let an sNaN lose to the number; gfx942 IEEE=1 first returns the quieted sNaN\n")
	fmt.Fprintf(w, "(v_max3 = v_max(v_max(a, b), c)), which then loses to the 0.0: +0 instead of the other input.\n")
	return nil
}
