package semantics

import (
	"fmt"

	"github.com/lowerc/lowerc/internal/vec"
)

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
	if len(got) != 1<<16 {
		panic("semantics: CheckRow16 needs 65536 results of a two-input model on f16 or bf16")
	}
	c := m.RowCheck(t)
	c.SetRow(a)
	return c.Check(0, got)
}

// A RowCheck checks the rows of an exhaustive sweep of a two-input model on
// a 16-bit float type, a part of a row at a time (CheckRow16 is one whole
// row), so that a caller can run code on a few thousand pairs at a time.
// It keeps the current row's runs; it is not safe for concurrent use.
type RowCheck struct {
	m    *Model
	t    Type
	e    evaluator
	f    *format
	rowf func(t Type, a uint16, dst []piece) []piece
	a    uint16
	pcs  []piece
}

// RowCheck returns a checker of m's rows on t (f16 or bf16); it panics for
// other types or models of other arities, as CheckRow16.
func (m *Model) RowCheck(t Type) *RowCheck {
	if m.arity != 2 || (t != F16 && t != BF16) {
		panic("semantics: CheckRow16 needs 65536 results of a two-input model on f16 or bf16")
	}
	e := newEvaluator(m, t)
	return &RowCheck{m: m, t: t, e: e, f: fmtOf(t), rowf: e.m.rowFunc()}
}

// SetRow makes a the first input of the pairs Check checks.
func (c *RowCheck) SetRow(a uint16) {
	c.a = a
	if c.rowf != nil {
		c.pcs = c.rowf(c.t, a, c.pcs[:0])
	}
}

// Check checks got[i], the result code computed for the pair (a, lo+i) of
// the row SetRow chose (lo+len(got) ≤ 65536). It returns the number of
// results m does not allow and the first such index i (-1 when none).
func (c *RowCheck) Check(lo int, got []uint64) (violations uint64, first int) {
	first = -1
	hi := lo + len(got)
	if lo < 0 || hi > 1<<16 {
		panic("semantics: RowCheck.Check: pairs outside the row")
	}
	t, f, e, a := c.t, c.f, &c.e, c.a
	note := func(b uint32) {
		violations++
		if first < 0 {
			first = int(b) - lo
		}
	}
	if c.rowf == nil {
		for b := uint32(lo); b < uint32(hi); b++ {
			if !pieceResult(f, t, &piece{kind: pkEach}, e, uint64(a), uint64(b)).Allows(t, got[int(b)-lo]) {
				note(b)
			}
		}
		return violations, first
	}
	for k := range c.pcs {
		p := &c.pcs[k]
		if p.hi <= uint32(lo) || p.lo >= uint32(hi) {
			continue
		}
		plo, phi := max(p.lo, uint32(lo)), min(p.hi, uint32(hi))
		g := got[int(plo)-lo : int(phi)-lo]
		switch p.kind {
		case pkExact:
			pm, po := p.m, p.o
			if pm == 0 {
				want := uint64(po)
				if vec.Equal(g, want) {
					continue
				}
				for i, r := range g {
					if r != want {
						note(plo + uint32(i))
					}
				}
				continue
			}
			if allMasked(g, plo, uint64(pm), uint64(po)) {
				continue
			}
			for i, r := range g {
				if b := plo + uint32(i); r != uint64(uint16(b)&pm|po) {
					note(b)
				}
			}
		case pkSet:
			if p.set.IsExact() {
				v := p.set.v[0]
				if vec.Equal(g, v) {
					continue
				}
				for i, r := range g {
					if r != v {
						note(plo + uint32(i))
					}
				}
				continue
			}
			if p.set.flag&flagAny != 0 {
				continue
			}
			// Result.Allows, with the set's flags and values read once
			// for the run instead of once per result
			anyNaN, anyQ := p.set.flag&flagAnyNaN != 0, p.set.flag&flagAnyQNaN != 0
			vals := p.set.v[:p.set.n]
		results:
			for i, r := range g {
				if r&^f.all == 0 && f.isNaN(r) && (anyNaN || anyQ && r&f.quiet != 0) {
					continue
				}
				for _, v := range vals {
					if r == v {
						continue results
					}
				}
				note(plo + uint32(i))
			}
		case pkLLVMb, pkLLVMab:
			for i, r := range g {
				b := plo + uint32(i)
				x := uint64(b)
				if p.kind == pkLLVMab {
					x = uint64(a)
				}
				if !f.isNaN(r) || !llvmHas(f, p.quietOnly, r, x, uint64(b)) {
					note(b)
				}
			}
		default:
			for i, r := range g {
				b := plo + uint32(i)
				if !pieceResult(f, t, p, e, uint64(a), uint64(b)).Allows(t, r) {
					note(b)
				}
			}
		}
	}
	return violations, first
}

// allMasked reports whether g[i] is (lo+i)&m | o for every i, as
// vec.Equal does (lo+len(g) ≤ 65536: the second inputs of one run).
func allMasked(g []uint64, lo uint32, m, o uint64) bool {
	var d0, d1, d2, d3 uint64
	b := uint64(lo)
	i := 0
	for ; i+4 <= len(g); i += 4 {
		q := g[i : i+4 : i+4]
		x := b + uint64(i)
		d0 |= q[0] ^ (x&m | o)
		d1 |= q[1] ^ ((x+1)&m | o)
		d2 |= q[2] ^ ((x+2)&m | o)
		d3 |= q[3] ^ ((x+3)&m | o)
	}
	for ; i < len(g); i++ {
		d0 |= g[i] ^ ((b+uint64(i))&m | o)
	}
	return d0|d1|d2|d3 == 0
}

// A Run16 is a run of a row of a two-input model on a 16-bit float type:
// for every second input b in [Lo, Hi), the result is uint16(b)&Mask | Or
// (Mask 0: the constant Or).
type Run16 struct {
	Lo, Hi   uint32
	Mask, Or uint16
}

// Runs16 appends to dst the runs of m's row for the first input a on a
// 16-bit float type t (f16 or bf16; a packed model's lane), as Compare
// sweeps rows: in order, covering b = 0 … 65535. It reports false, with
// dst as given, where m has no such rows (relations, models not defined by
// a rule): the caller evaluates pair by pair then.
func (m *Model) Runs16(t Type, a uint16, dst []Run16) ([]Run16, bool) {
	if m.arity != 2 || (t != F16 && t != BF16) || !m.Supports(t) {
		return dst, false
	}
	e := newEvaluator(m, t)
	if e.fn == nil || e.m.rule == nil {
		return dst, false
	}
	n := len(dst)
	ok := true
	e.m.rule.rowRuns(t, a, func(p piece) {
		if p.kind != pkExact {
			ok = false
		}
		dst = append(dst, Run16{Lo: p.lo, Hi: p.hi, Mask: p.m, Or: p.o})
	})
	if !ok {
		return dst[:n], false
	}
	return dst, true
}

// hasRuns16 reports whether Runs16 gives m's rows on t.
func (m *Model) hasRuns16(t Type) bool {
	_, ok := m.Runs16(t, 0, nil)
	return ok
}

// FindRun16 returns the index of the run of runs (a row of Runs16: in
// order, covering 0 … 65535) that holds the second input b.
func FindRun16(runs []Run16, b uint32) int {
	lo, hi := 0, len(runs)
	for lo < hi {
		h := int(uint(lo+hi) >> 1)
		if runs[h].Hi <= b {
			lo = h + 1
		} else {
			hi = h
		}
	}
	return lo
}

// Row16 fills dst (65536 entries) with the results of a two-input function
// model on a 16-bit float type t (f16 or bf16; a packed model's lane) for
// the inputs (a, b), b = 0 … 65535: Runs16's runs written out. It reports
// false, leaving dst alone, where Runs16 does.
func (m *Model) Row16(t Type, a uint16, dst []uint16) bool {
	if len(dst) != 1<<16 {
		return false
	}
	runs, ok := m.Runs16(t, a, nil)
	if !ok {
		return false
	}
	WriteRuns16(dst, runs)
	return true
}

// WriteRuns16 writes the row runs (Runs16's) out as a table: dst[b] is
// the result for the second input b (dst has 65536 entries).
func WriteRuns16(dst []uint16, runs []Run16) {
	for _, p := range runs {
		d := dst[p.Lo:p.Hi]
		if p.Mask == 0 { // a constant run
			for i := range d {
				d[i] = p.Or
			}
			continue
		}
		for i := range d {
			d[i] = uint16(p.Lo+uint32(i))&p.Mask | p.Or
		}
	}
}

// Evaluator returns m on type t as a function of bit patterns giving what
// [Model.Eval] gives, without its per-call checks, for callers that check
// many inputs: every input must fit in t (Model.Eval's error otherwise; the
// function's result is then meaningless). An error where m does not take t.
func (m *Model) Evaluator(t Type) (func(a, b, c uint64) Result, error) {
	if !m.Supports(t) {
		return nil, fmt.Errorf("%s does not take type %s (it takes %s)", m.name, t, typeList(m.types))
	}
	for m.lane != nil && !m.isOwnType(t) { // as Model.eval
		m = m.lane
	}
	if m.relation {
		rel := m.rel
		return func(a, b, c uint64) Result { return rel(t, a, b, c) }, nil
	}
	fn := m.fn
	return func(a, b, c uint64) Result { return Exact(fn(t, a, b, c)) }, nil
}

// FillRuns16 sets dst[i] to the result of runs (one row's Runs16) for the
// second input y+i (y+len(dst) ≤ 65536), or'ed with or and masked to mask:
// run by run, without a lookup per value. The executors write a row's
// results for a sequence of inputs with it (a 32-bit register file, or
// 64-bit columns).
func FillRuns16[T uint32 | uint64](dst []T, runs []Run16, y uint32, or, mask T) {
	k := FindRun16(runs, y)
	v := T(y)
	for i := 0; i < len(dst); k++ {
		q := &runs[k]
		end := min(len(dst), i+int(q.Hi-uint32(v)))
		qm, qo := T(q.Mask)&mask, (T(q.Or)|or)&mask
		if qm == 0 { // a constant run
			d := dst[i:end]
			for j := range d {
				d[j] = qo
			}
			v += T(len(d))
			i = end
			continue
		}
		for ; i+4 <= end; i += 4 {
			d := dst[i : i+4 : i+4]
			d[0], d[1], d[2], d[3] = v&qm|qo, (v+1)&qm|qo, (v+2)&qm|qo, (v+3)&qm|qo
			v += 4
		}
		for ; i < end; i++ {
			dst[i] = v&qm | qo
			v++
		}
	}
}
