package semantics

import "fmt"

// A Batch evaluates one model on one type over blocks of inputs, for
// executors that run an instruction on many lanes at once (targets/ptx/
// ptxexec, targets/amdgcn/amdexec, internal/tilerun). Eval gives, lane by
// lane, exactly what [Model.Func] gives: a function's one result (the bits
// of [Model.Eval]), a relation's least explicit value.
//
// Fast paths, all equal to the lane-by-lane evaluation (TestBatchEqualsEval):
//   - two-input 16-bit models defined by a rule, on a block whose first
//     input is the same in every lane (a row of an exhaustive sweep): the
//     model's row for that input is taken once as its runs
//     ([Model.Runs16]) and looked up; the last row is kept for the next
//     block;
//   - two-input 16-bit functions on lanes whose two inputs are equal (a
//     quieting v_max x, x): a table of f(x, x), built once the Batch has
//     evaluated 65536 such lanes pair by pair (so that building it never
//     costs more than the lanes it replaces);
//   - other 16-bit functions: a direct-mapped memo of recent results;
//   - everything else: the model's function called directly, without the
//     per-call checks and Result of Model.Eval.
//
// A Batch holds tables and is not safe for concurrent use: use one per
// goroutine (per executor machine). Making one is cheap; the tables are
// allocated on first use.
type Batch struct {
	m     *Model
	t     Type
	mask  uint64
	arity int
	fn    func(t Type, a, b, c uint64) uint64 // functions
	pick  func(a, b, c uint64) (uint64, error)
	small bool // a function on a 16-bit type

	rowable bool // Runs16 gives its rows
	rowA    uint16
	rowOK   bool
	runs    []Run16

	diag     []uint16
	diagSeen int

	memoKey []uint64
	memoVal []uint16
}

const batchMemoBits = 16

// diagAfter is how many diagonal lanes a Batch evaluates pair by pair
// before it builds its diagonal table (tests lower it).
var diagAfter = 1 << 16

// Batch returns a batch evaluator of m on type t (an error where m does not
// take t, as Func).
func (m *Model) Batch(t Type) (*Batch, error) {
	if !m.Supports(t) {
		return nil, fmt.Errorf("%s does not take type %s (it takes %s)", m.name, t, typeList(m.types))
	}
	e := newEvaluator(m, t)
	b := &Batch{m: m, t: t, mask: t.Mask(), arity: m.arity, fn: e.fn}
	if e.fn == nil {
		pick, err := m.Func(t)
		if err != nil {
			return nil, err
		}
		b.pick = pick
		return b, nil
	}
	b.small = t.Bits() == 16
	b.rowable = b.small && m.arity == 2 && (t == F16 || t == BF16) && e.m.rule != nil && m.hasRuns16(t)
	return b, nil
}

// Model returns the model b evaluates.
func (b *Batch) Model() *Model { return b.m }

// Type returns the type b evaluates on.
func (b *Batch) Type() Type { return b.t }

// errFit is Model.Eval's error for an input wider than the type.
func (b *Batch) errFit() error { return fmt.Errorf("input does not fit in %s", b.t) }

// Eval sets dst[i] to the model's result for (x[i], y[i], z[i]), i <
// len(dst). Each input the model takes needs len(dst) values; y and z may
// be nil where it takes fewer (they are ignored, as Model.Eval's c). Inputs
// wider than the type are an error, as in Model.Eval; for a relation, so is
// a lane where it allows no explicit value (Model.Func). On an error dst is
// partly written.
func (b *Batch) Eval(dst, x, y, z []uint64) error {
	n := len(dst)
	if len(x) < n {
		return fmt.Errorf("semantics: Batch.Eval: %d first inputs for %d results", len(x), n)
	}
	x = x[:n]
	if b.arity >= 2 && len(y) < n || b.arity >= 3 && len(z) < n {
		return fmt.Errorf("semantics: Batch.Eval: %s takes %d inputs; fewer than %d values given", b.m.name, b.arity, n)
	}
	if b.arity < 2 {
		y = nil
	} else {
		y = y[:n]
	}
	if b.arity < 3 {
		z = nil
	} else {
		z = z[:n]
	}
	if b.small && y != nil && z == nil {
		return b.eval16(dst, x, y)
	}
	for i := range dst {
		var v, w uint64
		if y != nil {
			v = y[i]
		}
		if z != nil {
			w = z[i]
		}
		a := x[i]
		if (a|v|w)&^b.mask != 0 {
			return b.errFit()
		}
		switch {
		case b.pick != nil:
			r, err := b.pick(a, v, w)
			if err != nil {
				return err
			}
			dst[i] = r
		case b.small:
			dst[i] = b.memo(a, v, w)
		default:
			dst[i] = b.fn(b.t, a, v, w)
		}
	}
	return nil
}

// eval16 is Eval for a two-input 16-bit function.
func (b *Batch) eval16(dst, x, y []uint64) error {
	i := 0
	n := len(dst)
	if b.rowable && n > 0 && x[0] <= 0xffff {
		a0 := x[0]
		runs := b.runsFor(uint16(a0))
		q := runs[0]
		for ; i < n; i++ {
			v := y[i]
			if x[i] != a0 || v > 0xffff {
				break
			}
			// the runs, not a table written out: a sweep's second
			// inputs come in order, nearly always in the same run
			if w := uint32(v); w-q.Lo >= q.Hi-q.Lo {
				q = runs[FindRun16(runs, w)]
			}
			dst[i] = v&uint64(q.Mask) | uint64(q.Or)
		}
	}
	diag := b.diag
	for ; i < n; i++ {
		a, v := x[i], y[i]
		if (a | v) > 0xffff {
			return b.errFit()
		}
		if a == v {
			if diag != nil {
				dst[i] = uint64(diag[a])
				continue
			}
			b.diagSeen++
		}
		dst[i] = b.memo(a, v, 0)
	}
	if b.diag == nil && b.diagSeen >= diagAfter {
		d := make([]uint16, 1<<16)
		for a := range d {
			r := b.fn(b.t, uint64(a), uint64(a), 0)
			if r > 0xffff {
				return nil // a result wider than the type: no table, pair by pair
			}
			d[a] = uint16(r)
		}
		b.diag = d
	}
	return nil
}

// runsFor returns the runs of the model's row for a (Model.Runs16).
func (b *Batch) runsFor(a uint16) []Run16 {
	if b.rowOK && b.rowA == a {
		return b.runs
	}
	b.runs, _ = b.m.Runs16(b.t, a, b.runs[:0]) // rowable: New probed that it works for this model
	b.rowA, b.rowOK = a, true
	return b.runs
}

// memo returns fn(a, v, w) of a 16-bit function through a direct-mapped
// cache (a pure function, so a hit is the same value).
func (b *Batch) memo(a, v, w uint64) uint64 {
	if b.memoKey == nil {
		b.memoKey, b.memoVal = make([]uint64, 1<<batchMemoBits), make([]uint16, 1<<batchMemoBits)
	}
	k := a | v<<16 | w<<32 | 1<<63
	h := (k * 0x9e3779b97f4a7c15) >> (64 - batchMemoBits)
	if b.memoKey[h] == k {
		return uint64(b.memoVal[h])
	}
	r := b.fn(b.t, a, v, w)
	if r <= 0xffff {
		b.memoKey[h], b.memoVal[h] = k, uint16(r)
	}
	return r
}

// Renamed returns m under another name, description and source, on types
// (each one m takes): the same results everywhere, with m's fast paths
// (rows, runs) kept, for callers that give a registered model the name of
// what it stands for (a tile op's declared semantics where it is exactly
// an IEEE 754 operation). The model is not registered.
func (m *Model) Renamed(name, desc, source string, types []Type) (*Model, error) {
	if err := checkNew(name, m.arity, types); err != nil {
		return nil, err
	}
	for _, t := range types {
		if !m.Supports(t) {
			return nil, fmt.Errorf("model %s: %s does not take %s", name, m.name, t)
		}
	}
	c := *m
	c.name, c.desc, c.source = name, desc, source
	c.types = append([]Type(nil), types...)
	c.params = nil
	return &c, nil
}
