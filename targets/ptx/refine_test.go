package ptx_test

import (
	"fmt"
	"testing"

	"github.com/lowerc/lowerc/semantics"
	"github.com/lowerc/lowerc/targets/ptx"
)

// declared maps a NaN policy to the IEEE 754 operation the IR promises.
var declared = map[string]map[string]string{
	"number":    {"max": "ieee754-2019:maximumNumber", "min": "ieee754-2019:minimumNumber"},
	"nnan":      {"max": "ieee754-2019:maximumNumber", "min": "ieee754-2019:minimumNumber"},
	"propagate": {"max": "ieee754-2019:maximum", "min": "ieee754-2019:minimum"},
	"ieee2008":  {"max": "ieee754-2008:maxNum", "min": "ieee754-2008:minNum"},
}

// TestChoicesRefineDeclared: for every target, type, policy and arity, the
// semantics model that the lowering records for the sequence it emits
// (Result.Choices; applied twice when Steps is 2) gives, on the grid of
// special values of package semantics, only results that the declared IEEE
// 754 operation allows (applied as op(op(a, b), c) for three inputs). The
// fold test (TestSequencesFoldedByPtxas) ties the emitted f32/f64 code to
// the recorded model through ptxas; this ties the model to the IR.
func TestChoicesRefineDeclared(t *testing.T) {
	archs := []string{"sm_70", "sm_75", "sm_80", "sm_86", "sm_90", "sm_100"}
	types := map[string]semantics.Type{"f16": semantics.F16, "bf16": semantics.BF16, "f32": semantics.F32,
		"f64": semantics.F64, "f16x2": semantics.F16, "bf16x2": semantics.BF16, "f32x2": semantics.F32}
	checked, tuples := 0, 0
	for _, arch := range archs {
		b := newBackend(t, arch, "")
		for _, ty := range []string{"f16", "bf16", "f32", "f64", "f16x2", "bf16x2", "f32x2"} {
			lane := types[ty]
			for _, pol := range []string{"number", "nnan", "propagate", "ieee2008"} {
				for _, kind := range []string{"max", "min"} {
					for _, arity := range []int{2, 3} {
						ch := choiceFor(t, b, kind, ty, pol, arity)
						if ch == nil {
							continue
						}
						n := checkRefines(t, ch, semantics.MustLookup(declared[pol][kind]), lane, pol == "nnan",
							fmt.Sprintf("%s %s %s nan=%s %d inputs", arch, kind, ty, pol, arity))
						checked++
						tuples += n
					}
				}
			}
		}
	}
	t.Logf("%d lowered sequences, %d input tuples: every recorded model refines the declared operation", checked, tuples)
}

// choiceFor lowers one min/max and returns the recorded choice, or nil when
// the target rejects the op.
func choiceFor(t *testing.T, b *ptx.Backend, kind, ty, pol string, arity int) *ptx.Choice {
	srcs := "%a, %b"
	if arity == 3 {
		srcs += ", %c"
	}
	src := fmt.Sprintf("kernel @k(%%G: global %[1]s[1]) grid(1) block(1) {\n  %%a = alloc.local %[1]s[1]\n  %%b = alloc.local %[1]s[1]\n  %%c = alloc.local %[1]s[1]\n  %%a = load %%G\n  %%b = load %%G\n  %%c = load %%G\n  %%a = %[2]s %[3]s {nan = %[4]s}\n  store %%G, %%a\n}\n",
		ty, kind, srcs, pol)
	m := parseSrc(t, "refine.tile", []byte(src))
	if !verifies(m, b) {
		return nil
	}
	res, err := b.Lower(m)
	if err != nil {
		t.Fatalf("%s: %v", src, err)
	}
	for i := range res.Choices {
		return &res.Choices[i]
	}
	t.Fatalf("no choice recorded for\n%s", src)
	return nil
}

// checkRefines evaluates the recorded model and the declared operation on
// the grid (triples from a smaller set of values) and returns the number of
// tuples checked.
func checkRefines(t *testing.T, ch *ptx.Choice, spec *semantics.Model, lane semantics.Type, noNaN bool, what string) int {
	model := ch.Model.Model()
	if model == nil {
		t.Fatalf("%s: the choice records no model", what)
	}
	vals := semantics.Grid(lane)
	if ch.Arity == 3 {
		vals = tripleValues(lane, vals)
	}
	eval := func(m *semantics.Model, a, b, c uint64) semantics.Result {
		r, err := m.Eval(lane, a, b, c)
		if err != nil {
			t.Fatalf("%s: %s: %v", what, m.Name(), err)
		}
		return r
	}
	// got is what the sequence may give; nil means "not one exact value"
	// (a relation such as ptx:max.f64 with two NaNs), which is checked as a
	// set instead.
	got := func(a, b, c uint64) semantics.Result {
		switch {
		case ch.Arity == 2:
			return eval(model, a, b, 0)
		case ch.Steps == 2:
			first := eval(model, a, b, 0)
			if !first.IsExact() {
				return union(lane, first, func(x uint64) semantics.Result { return eval(model, x, c, 0) })
			}
			return eval(model, first.Bits(), c, 0)
		}
		return eval(model, a, b, c)
	}
	want := func(a, b, c uint64) semantics.Result {
		if ch.Arity == 2 {
			return eval(spec, a, b, 0)
		}
		return union(lane, eval(spec, a, b, 0), func(x uint64) semantics.Result { return eval(spec, x, c, 0) })
	}
	n, bad := 0, 0
	for _, a := range vals {
		for _, b := range vals {
			for ci, c := range vals {
				if ch.Arity == 2 && ci > 0 {
					break
				}
				if noNaN && (semantics.IsNaN(lane, a) || semantics.IsNaN(lane, b) || ch.Arity == 3 && semantics.IsNaN(lane, c)) {
					continue
				}
				n++
				g, w := got(a, b, c), want(a, b, c)
				if !g.SubsetOf(lane, w) {
					if bad++; bad <= 5 {
						t.Errorf("%s: model %s (steps %d) gives %s for (%s, %s, %s); %s allows %s", what, ch.Model, ch.Steps,
							g.String(lane), semantics.FormatBits(lane, a), semantics.FormatBits(lane, b), semantics.FormatBits(lane, c),
							spec.Name(), w.String(lane))
					}
				}
			}
		}
	}
	return n
}

// union applies f to every value r allows (a quiet NaN stands for "any
// quiet NaN": the operations compared treat all quiet NaNs alike) and joins
// the results.
func union(lane semantics.Type, r semantics.Result, f func(uint64) semantics.Result) semantics.Result {
	xs := r.Values()
	if r.AllowsAnyNaN() || r.AllowsAnyQNaN() {
		xs = append(xs, semantics.CanonicalNaN(lane, semantics.NaNConvention(0)))
	}
	var out semantics.Result
	for i, x := range xs {
		y := f(x)
		if i == 0 {
			out = y
			continue
		}
		out = join(lane, out, y)
	}
	return out
}

// join is the union of two results.
func join(lane semantics.Type, a, b semantics.Result) semantics.Result {
	if a.AllowsAnything() || b.AllowsAnything() {
		return semantics.Anything()
	}
	vals := append(a.Values(), b.Values()...)
	r := semantics.SetOf(vals...)
	if a.AllowsAnyNaN() || b.AllowsAnyNaN() {
		// The IEEE operations compared never give "any NaN" (only "any
		// quiet NaN"); be conservative if one ever does.
		return semantics.Anything()
	}
	if a.AllowsAnyQNaN() || b.AllowsAnyQNaN() {
		return r.WithAnyQNaN()
	}
	return r
}

// tripleValues keeps the values that decide a three-input fold: ±0, ±1,
// ±inf, a subnormal, and quiet and signaling NaNs of both signs.
func tripleValues(lane semantics.Type, grid []uint64) []uint64 {
	var out []uint64
	seen := map[semantics.Class]int{}
	for _, v := range grid {
		c := semantics.Classify(lane, v)
		if seen[c] < 2 {
			seen[c]++
			out = append(out, v)
		}
	}
	return out
}
