package semantics

import "fmt"

// Func returns model m on type t as a plain function of bit patterns, for
// executors that run an instruction's model on many inputs (targets/ptx/
// ptxexec). A function model gives its one result; a relation gives the
// least explicit value it allows (PTX min/max.f64 with two NaNs: the smaller
// of quiet(a) and quiet(b)) and an error for an input where it allows no
// explicit value (only "any", "any NaN"): a relation is an instruction
// only where the caller accepts that choice.
func (m *Model) Func(t Type) (func(a, b, c uint64) (uint64, error), error) {
	if !m.Supports(t) {
		return nil, fmt.Errorf("%s does not take type %s (it takes %s)", m.name, t, typeList(m.types))
	}
	e := newEvaluator(m, t)
	if e.fn != nil {
		fn := e.fn
		return func(a, b, c uint64) (uint64, error) { return fn(t, a, b, c), nil }, nil
	}
	rel := e.rel
	return func(a, b, c uint64) (uint64, error) {
		r := rel(t, a, b, c)
		if r.n == 0 {
			return 0, fmt.Errorf("%s allows %s for (%s, %s): no one result to pick", m.name, r.String(t), FormatBits(t, a), FormatBits(t, b))
		}
		v := r.v[0]
		for i := 1; i < int(r.n); i++ {
			v = min(v, r.v[i])
		}
		return v, nil
	}, nil
}

// CheckRow16 checks one row of an exhaustive sweep of a two-input model on
// a 16-bit float type t (f16 or bf16): got[b] is what code computed for the
// input pair (a, b), for every b in [0, 65536). It returns the number of b
// whose result m does not allow, and the first such b (-1 when none). Rows
// of rule-defined models and of the standards' relations are checked run by
// run, as Compare sweeps them; other models are evaluated pair by pair.
func (m *Model) CheckRow16(t Type, a uint16, got []uint64) (violations uint64, first int) {
	first = -1
	if len(got) != 1<<16 || m.arity != 2 || (t != F16 && t != BF16) {
		panic("semantics: CheckRow16 needs 65536 results of a two-input model on f16 or bf16")
	}
	e := newEvaluator(m, t)
	f := fmtOf(t)
	note := func(b uint32) {
		violations++
		if first < 0 {
			first = int(b)
		}
	}
	rowf := e.m.rowFunc()
	if rowf == nil {
		for b := uint32(0); b < 1<<16; b++ {
			if !pieceResult(f, t, &piece{kind: pkEach}, &e, uint64(a), uint64(b)).Allows(t, got[b]) {
				note(b)
			}
		}
		return violations, first
	}
	for _, p := range rowf(t, a, nil) {
		switch p.kind {
		case pkExact:
			for b := p.lo; b < p.hi; b++ {
				if got[b] != uint64(uint16(b)&p.m|p.o) {
					note(b)
				}
			}
		case pkSet:
			if p.set.IsExact() {
				v := p.set.v[0]
				for b := p.lo; b < p.hi; b++ {
					if got[b] != v {
						note(b)
					}
				}
				continue
			}
			for b := p.lo; b < p.hi; b++ {
				if !p.set.Allows(t, got[b]) {
					note(b)
				}
			}
		case pkLLVMb, pkLLVMab:
			for b := p.lo; b < p.hi; b++ {
				x := uint64(b)
				if p.kind == pkLLVMab {
					x = uint64(a)
				}
				if r := got[b]; !f.isNaN(r) || !llvmHas(f, p.quietOnly, r, x, uint64(b)) {
					note(b)
				}
			}
		default:
			for b := p.lo; b < p.hi; b++ {
				if !pieceResult(f, t, &p, &e, uint64(a), uint64(b)).Allows(t, got[b]) {
					note(b)
				}
			}
		}
	}
	return violations, first
}

// Row16 fills dst (65536 entries) with the results of a two-input function
// model on a 16-bit float type t (f16 or bf16; a packed model's lane) for
// the inputs (a, b), b = 0 … 65535, run by run as Compare sweeps rows. It
// reports false, leaving dst alone, when m has no such rows (relations,
// models not defined by a rule): the caller evaluates pair by pair then.
func (m *Model) Row16(t Type, a uint16, dst []uint16) bool {
	if len(dst) != 1<<16 || m.arity != 2 || (t != F16 && t != BF16) || !m.Supports(t) {
		return false
	}
	e := newEvaluator(m, t)
	if e.fn == nil || e.m.rule == nil {
		return false
	}
	for _, p := range e.m.rule.row(t, a, nil) {
		if p.kind != pkExact {
			return false
		}
		for b := p.lo; b < p.hi; b++ {
			dst[b] = uint16(b)&p.m | p.o
		}
	}
	return true
}
