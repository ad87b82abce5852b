package tv

import (
	"fmt"

	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/semantics"
)

// SemType maps an IR element type to the semantics type of one lane and
// the number of lanes: f16x2 → (f16, 2). ok is false for types that have
// no semantics type (containers, pred).
func SemType(t ir.ElemType) (lane semantics.Type, lanes int, ok bool) {
	lane, ok = semTypes[t.Lane()]
	return lane, t.Lanes(), ok
}

var semTypes = map[ir.ElemType]semantics.Type{
	ir.F16: semantics.F16, ir.BF16: semantics.BF16, ir.F32: semantics.F32, ir.F64: semantics.F64,
	ir.S16: semantics.S16, ir.U16: semantics.U16, ir.S32: semantics.S32, ir.U32: semantics.U32,
	ir.S64: semantics.S64, ir.U64: semantics.U64,
}

// Declared returns the semantics a neutral min/max op promises on one lane
// of type lane, from its attributes (ir.MinMax):
//   - nan = number: IEEE 754-2019 maximumNumber/minimumNumber;
//     propagate: maximum/minimum; ieee2008: IEEE 754-2008 maxNum/minNum;
//     nnan: maximumNumber where no input is a NaN, anything otherwise (the
//     program promised no NaN input);
//   - integers: the mathematical max/min (package semantics' model of the
//     PTX integer form, which is exactly that);
//   - nsz: a zero input may be taken with either sign and a zero result may
//     have either sign;
//   - ftz: each subnormal input may be flushed to the zero of its sign, and
//     so may a subnormal result ("may be flushed", ir.MinMax.FTZ);
//   - three inputs: op(op(a, b), c), every result of the inner op fed to
//     the outer one.
func Declared(op *ir.MinMax, lane semantics.Type) (*semantics.Model, error) {
	var m *semantics.Model
	var err error
	if lane.IsFloat() {
		m, err = semantics.DeclaredFloat(op.Kind, op.NaN)
	} else {
		m, err = semantics.Lookup("ptx:" + op.Kind.String() + "." + lane.String())
	}
	if err != nil {
		return nil, err
	}
	if !m.Supports(lane) {
		return nil, fmt.Errorf("%s does not take %s", m.Name(), lane)
	}
	if lane.IsFloat() {
		if op.NaN == ir.NNaN {
			m = NoNaN(m)
		}
		if op.NSZ {
			m = AnyZeroSign(m)
		}
		if op.FTZ {
			m = MayFlush(m)
		}
	}
	if len(op.Srcs) == 3 {
		m = Twice(m)
	}
	return m, nil
}

func relation(m *semantics.Model, name, desc string, arity int, rel func(t semantics.Type, a, b, c uint64) semantics.Result) *semantics.Model {
	r, err := semantics.NewRelation(name, desc, m.Source(), arity, m.Types(), rel)
	if err != nil {
		panic("tv: " + err.Error()) // the names and types come from a registered model
	}
	return r
}

func eval(m *semantics.Model, t semantics.Type, a, b, c uint64) semantics.Result {
	r, err := m.Eval(t, a, b, c)
	if err != nil {
		return semantics.Anything() // cannot happen: the wrappers keep m's types
	}
	return r
}

// NoNaN is m where no input is a NaN and anything where one is.
func NoNaN(m *semantics.Model) *semantics.Model {
	return relation(m, m.Name()+" on non-NaN inputs", m.Description()+"; any result for a NaN input (nnan)", m.Arity(),
		func(t semantics.Type, a, b, c uint64) semantics.Result {
			if semantics.IsNaN(t, a) || semantics.IsNaN(t, b) || m.Arity() == 3 && semantics.IsNaN(t, c) {
				return semantics.Anything()
			}
			return eval(m, t, a, b, c)
		})
}

// AnyZeroSign is m with zero signs free (nsz).
func AnyZeroSign(m *semantics.Model) *semantics.Model {
	return relation(m, m.Name()+", ±0 either", m.Description()+"; zero signs insignificant (nsz)", m.Arity(),
		func(t semantics.Type, a, b, c uint64) semantics.Result {
			sign := uint64(1) << uint(t.Bits()-1)
			flip := func(x uint64) []uint64 {
				if x&^sign == 0 && t.IsFloat() {
					return []uint64{x, x ^ sign}
				}
				return []uint64{x}
			}
			cs := []uint64{c}
			if m.Arity() == 3 {
				cs = flip(c)
			}
			return unionOver(t, flip(a), flip(b), cs, m, flip)
		})
}

// MayFlush is m with subnormal inputs and results that may be flushed to
// the zero of their sign (ftz).
func MayFlush(m *semantics.Model) *semantics.Model {
	return relation(m, m.Name()+", subnormals may flush", m.Description()+"; subnormal inputs and results may be flushed (ftz)", m.Arity(),
		func(t semantics.Type, a, b, c uint64) semantics.Result {
			fl := func(x uint64) []uint64 {
				if y := semantics.FlushToZero(t, x); y != x {
					return []uint64{x, y}
				}
				return []uint64{x}
			}
			cs := []uint64{c}
			if m.Arity() == 3 {
				cs = fl(c)
			}
			return unionOver(t, fl(a), fl(b), cs, m, fl)
		})
}

// unionOver joins m's results over every choice of inputs, each result
// widened by out.
func unionOver(t semantics.Type, as, bs, cs []uint64, m *semantics.Model, out func(uint64) []uint64) semantics.Result {
	if len(as) == 1 && len(bs) == 1 && len(cs) == 1 {
		r := eval(m, t, as[0], bs[0], cs[0])
		if r.IsExact() && len(out(r.Bits())) == 1 {
			return r // the common case: nothing to widen
		}
	}
	var acc []semantics.Result
	for _, a := range as {
		for _, b := range bs {
			for _, c := range cs {
				r := eval(m, t, a, b, c)
				acc = append(acc, r)
				for _, v := range r.Values() {
					acc = append(acc, semantics.SetOf(out(v)...))
				}
			}
		}
	}
	return join(t, acc...)
}

// join is the union of results.
func join(t semantics.Type, rs ...semantics.Result) semantics.Result {
	var vals []uint64
	anyQ, anyN := false, false
	for _, r := range rs {
		if r.AllowsAnything() {
			return semantics.Anything()
		}
		anyN = anyN || r.AllowsAnyNaN()
		anyQ = anyQ || r.AllowsAnyQNaN()
		vals = append(vals, r.Values()...)
	}
	if anyN {
		// A Result holds "any NaN" only as a flag of its own; keep the
		// explicit numbers by allowing anything only if there are some.
		nums := false
		for _, v := range vals {
			nums = nums || !semantics.IsNaN(t, v)
		}
		if nums {
			return semantics.Anything()
		}
		return semantics.AnyNaN()
	}
	if len(vals) > 12 {
		return semantics.Anything() // beyond a Result's explicit set; never reached by the wrappers here
	}
	r := semantics.SetOf(vals...)
	if anyQ {
		r = r.WithAnyQNaN()
	}
	return r
}

// Twice is the three-input op(op(a, b), c) of a two-input model m: every
// result the inner op allows is fed to the outer one (a quiet NaN standing
// for every quiet NaN, which the IEEE operations treat alike).
func Twice(m *semantics.Model) *semantics.Model {
	return relation(m, m.Name()+" applied twice", m.Description()+"; three inputs as op(op(a, b), c)", 3,
		func(t semantics.Type, a, b, c uint64) semantics.Result {
			first := eval(m, t, a, b, 0)
			if first.IsExact() {
				return eval(m, t, first.Bits(), c, 0)
			}
			xs := first.Values()
			if first.AllowsAnything() || first.AllowsAnyNaN() {
				return semantics.Anything() // never from the IEEE operations
			}
			if first.AllowsAnyQNaN() {
				xs = append(xs, semantics.CanonicalNaN(t, semantics.IEEEPreferred))
			}
			var rs []semantics.Result
			for _, x := range xs {
				rs = append(rs, eval(m, t, x, c, 0))
			}
			return join(t, rs...)
		})
}
