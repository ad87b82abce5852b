package amdexec

import (
	"fmt"
	"strings"

	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/semantics"
)

// A DeclArg is an operand of a declared op: input In of the Func (In >= 0)
// or, for In < 0, the constant Const.
type DeclArg struct {
	In    int
	Const uint64
}

// DeclaredModel returns the semantics a tile min/max op declares, on one
// lane of type lane, as a model of the Func's inputs: args says which Func
// input (or constant) each operand of the op is. The model's arity is at
// least 2 (package semantics' rule); inputs no operand names are ignored.
//
//   - nan = number: IEEE 754-2019 maximumNumber / minimumNumber;
//     propagate: maximum / minimum; ieee2008: IEEE 754-2008 maxNum /
//     minNum; nnan: maximumNumber where no input is a NaN, anything
//     otherwise.
//   - nsz: where a zero is allowed, either zero is.
//   - ftz: every choice of flushing subnormal inputs to zero of their
//     sign, and of flushing a subnormal result.
//   - three operands fold left, any allowed intermediate (a quiet NaN
//     standing for "any quiet NaN").
//   - integer types: the exact minimum or maximum.
func DeclaredModel(mm *ir.MinMax, lane semantics.Type, args []DeclArg) (*semantics.Model, error) {
	kind := mm.Kind.String()
	var base *semantics.Model
	if lane.IsFloat() {
		var err error
		if base, err = semantics.DeclaredFloat(mm.Kind, mm.NaN); err != nil {
			return nil, err
		}
		if !base.Supports(lane) {
			return nil, fmt.Errorf("%s does not take %s", base.Name(), lane)
		}
	}
	nin := 0
	for _, a := range args {
		nin = max(nin, a.In+1)
	}
	arity := max(nin, 2)
	two := func(a, b uint64) semantics.Result {
		if base == nil {
			return semantics.Exact(intMinMax(lane, mm.Kind == ir.Max, a, b))
		}
		if mm.NaN == ir.NNaN && (semantics.IsNaN(lane, a) || semantics.IsNaN(lane, b)) {
			return semantics.Anything()
		}
		if !mm.FTZ {
			r, _ := base.Eval(lane, a, b, 0)
			return nsz(lane, r, mm.NSZ)
		}
		var rs []semantics.Result
		for _, x := range flushChoices(lane, a) {
			for _, y := range flushChoices(lane, b) {
				r, _ := base.Eval(lane, x, y, 0)
				rs = append(rs, nsz(lane, r, mm.NSZ))
			}
		}
		u := union(lane, rs...)
		var out []semantics.Result
		out = append(out, u)
		for _, v := range u.Values() {
			if semantics.Classify(lane, v) == semantics.Classify(lane, semantics.FlushToZero(lane, v)) {
				continue
			}
			out = append(out, semantics.Exact(semantics.FlushToZero(lane, v)))
		}
		return union(lane, out...)
	}
	qnan := canonicalQNaN(lane)
	rel := func(t semantics.Type, a, b, c uint64) semantics.Result {
		in := [3]uint64{a, b, c}
		var vbuf [3]uint64
		vals := vbuf[:len(args)]
		for i, g := range args {
			if g.In >= 0 {
				vals[i] = in[g.In]
			} else {
				vals[i] = g.Const
			}
		}
		r := two(vals[0], vals[1])
		for _, z := range vals[2:] {
			if r.AllowsAnything() {
				return r
			}
			mids := r.Values()
			if r.AllowsAnyQNaN() {
				mids = append(mids, qnan)
			}
			var rs []semantics.Result
			for _, m := range mids {
				rs = append(rs, two(m, z))
			}
			if r.AllowsAnyNaN() && !r.AllowsAnyQNaN() {
				return semantics.Anything()
			}
			r = union(lane, rs...)
		}
		return r
	}
	plain := base != nil && !mm.NSZ && !mm.FTZ && mm.NaN != ir.NNaN && len(args) == 2 && args[0].In == 0 && args[1].In == 1
	var desc []string
	for i, g := range args {
		if g.In >= 0 {
			desc = append(desc, string(rune('a'+g.In)))
		} else {
			desc = append(desc, fmt.Sprintf("%s(%d)=%#x", "const", i, g.Const))
		}
	}
	name := fmt.Sprintf("tile:%s:nan=%s", kind, mm.NaN)
	if mm.NSZ {
		name += ":nsz"
	}
	if mm.FTZ {
		name += ":ftz"
	}
	name += "(" + strings.Join(desc, ",") + ")"
	src := "the tile op's declared semantics (package ir NaNPolicy)"
	if base != nil {
		src += " on " + base.Name()
	}
	if plain { // base itself under the op's name (its rows keep the exhaustive check by runs)
		return base.Renamed(name, "declared semantics of a tile "+kind, src, []semantics.Type{lane})
	}
	return semantics.NewRelation(name, "declared semantics of a tile "+kind, src, arity, []semantics.Type{lane}, rel)
}

func canonicalQNaN(t semantics.Type) uint64 {
	switch t {
	case semantics.F16:
		return 0x7e00
	case semantics.BF16:
		return 0x7fc0
	case semantics.F64:
		return 0x7ff8000000000000
	}
	return 0x7fc00000
}

func flushChoices(t semantics.Type, x uint64) []uint64 {
	if f := semantics.FlushToZero(t, x); f != x {
		return []uint64{x, f}
	}
	return []uint64{x}
}

// nsz adds the other zero to a set that allows a zero.
func nsz(t semantics.Type, r semantics.Result, on bool) semantics.Result {
	if !on {
		return r
	}
	z, nz := uint64(0), uint64(1)<<(t.Bits()-1)
	if r.Allows(t, z) || r.Allows(t, nz) {
		return union(t, r, semantics.SetOf(z, nz))
	}
	return r
}

// union is the set union of results (Anything if any is; a set with both
// explicit values and "any NaN" cannot be written as a Result and becomes
// Anything, which no model here produces).
func union(t semantics.Type, rs ...semantics.Result) semantics.Result {
	var vals []uint64
	anyQ, anyN := false, false
	for _, r := range rs {
		if r.AllowsAnything() {
			return semantics.Anything()
		}
		if r.AllowsAnyNaN() {
			anyN = true
		} else if r.AllowsAnyQNaN() {
			anyQ = true
		}
		vals = append(vals, r.Values()...)
	}
	if anyN {
		if len(vals) == 0 {
			return semantics.AnyNaN()
		}
		return semantics.Anything()
	}
	var ubuf [16]uint64
	u := ubuf[:0]
	for _, v := range vals {
		if anyQ && semantics.IsNaN(t, v) && !semantics.IsSignaling(t, v) {
			continue
		}
		dup := false
		for _, w := range u {
			dup = dup || w == v
		}
		if !dup {
			if len(u) == 12 {
				return semantics.Anything()
			}
			u = append(u, v)
		}
	}
	var r semantics.Result
	if len(u) > 0 || !anyQ {
		r = semantics.SetOf(u...)
	} else {
		r = semantics.AnyQNaN()
	}
	if anyQ && len(u) > 0 {
		r = r.WithAnyQNaN()
	}
	return r
}

func intMinMax(t semantics.Type, mx bool, a, b uint64) uint64 {
	var less bool
	switch t {
	case semantics.S16:
		less = int16(a) < int16(b)
	case semantics.S32:
		less = int32(a) < int32(b)
	case semantics.S64:
		less = int64(a) < int64(b)
	default:
		less = a < b
	}
	if less == mx {
		return b
	}
	return a
}
