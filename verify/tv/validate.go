package tv

import (
	"fmt"
	"runtime"
	"sort"
	"sync"
	"sync/atomic"

	"github.com/lowerc/lowerc/internal/vec"
	"github.com/lowerc/lowerc/semantics"
)

// Inputs choose the input tuples of a validation.
type Inputs struct {
	// Exhaustive runs all 2^32 pairs of a two-input function on f16 or
	// bf16 lanes (each lane of a packed type sees every pair). Three-input
	// functions and wider types get the grid and random tuples instead.
	Exhaustive bool
	// Random is the number of random tuples after the grid of special
	// values (semantics.Grid: ±0, ±1, ±min/max normal and subnormal, ±inf,
	// quiet and signaling NaNs with several payloads) in all pairs or
	// triples. Random values lean towards NaN, zero, subnormal and
	// infinity. DefaultRandom gives the counts.
	Random int
	Seed   uint64
	// Grid, if set, replaces the grid of special values (tests use a
	// smaller one for three-input ops).
	Grid []uint64
	// Workers is the number of goroutines (0: GOMAXPROCS); the report does
	// not depend on it.
	Workers int
	// Witnesses is how many violating inputs a report keeps (0: 5).
	Witnesses int
}

// DefaultSeed is the seed validate uses unless told otherwise.
const DefaultSeed = semantics.DefaultSeed

// DefaultRandom is the number of random tuples validate tries by default:
// 10^6 for 16-bit lanes, 10^7 for wider ones.
func DefaultRandom(lane semantics.Type) int {
	if lane.Bits() <= 16 {
		return 1_000_000
	}
	return 10_000_000
}

// A Report is the outcome of validating one Case.
type Report struct {
	Where  string // the case's position or function name
	Func   string // the code's name
	Model  string // the declared semantics
	Type   semantics.Type
	Lane   semantics.Type // the type checked per lane (Type for scalars)
	Lanes  int
	Arity  int
	Method string // "exhaustive" or "grid+random"
	Seed   uint64
	Random int
	// Pairs is the number of input tuples checked, counting each lane of
	// a packed type once.
	Pairs uint64
	// Violations counts the tuples whose result the model does not allow.
	Violations uint64
	// Witnesses are the first violations in sweep order.
	Witnesses []Witness
}

// Refines reports whether every result was allowed.
func (r *Report) Refines() bool { return r.Violations == 0 }

// A Witness is one violation: the inputs of one lane, the code's result
// there and what the model allows.
type Witness struct {
	Lane    int
	In      []uint64
	Got     uint64
	Allowed semantics.Result
	idx     uint64 // sweep index, for a deterministic order
}

// Validate runs c.Func on the inputs and checks every result against
// c.Model, lane by lane.
func Validate(c Case, in Inputs) (*Report, error) {
	f, m := c.Func, c.Model
	if f == nil || m == nil {
		return nil, fmt.Errorf("%s: a case needs code and a model", c.Where)
	}
	t := f.Type()
	lane, lanes := t, 1
	if t.IsPacked() && m.Supports(t.Lane()) {
		lane, lanes = t.Lane(), t.Lanes() // lane by lane; a packed-only model (.relu.s16x2) takes the container
	}
	if f.Arity() != m.Arity() {
		return nil, fmt.Errorf("%s: %s takes %d inputs and %s %d", c.Where, f.Name(), f.Arity(), m.Name(), m.Arity())
	}
	if !m.Supports(lane) {
		return nil, fmt.Errorf("%s: %s does not take %s", c.Where, m.Name(), lane)
	}
	if in.Random < 0 {
		return nil, fmt.Errorf("a negative number of random inputs")
	}
	w := in.Witnesses
	if w <= 0 {
		w = 5
	}
	workers := in.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	rep := &Report{Where: c.Where, Func: f.Name(), Model: m.Name(), Type: t, Lane: lane, Lanes: lanes,
		Arity: f.Arity(), Seed: in.Seed, Random: in.Random}
	v := &validator{f: f, m: m, lane: lane, lanes: lanes, arity: f.Arity(), keep: w}
	var err error
	if in.Exhaustive && f.Arity() == 2 && (lane == semantics.F16 || lane == semantics.BF16) {
		rep.Method = "exhaustive"
		rep.Random = 0
		err = v.parallel(workers, 1<<16/rowsPerChunk, v.rows)
	} else {
		rep.Method = "grid+random"
		v.grid = semantics.Grid(lane)
		if in.Grid != nil {
			v.grid = in.Grid
		}
		v.gridFits = true
		for _, g := range v.grid {
			if g&^lane.Mask() != 0 {
				v.gridFits = false
			}
		}
		v.gridN = 1
		for range v.arity {
			v.gridN *= uint64(len(v.grid))
		}
		v.random, v.seed = uint64(in.Random), in.Seed
		if v.ev, err = m.Evaluator(lane); err != nil {
			return nil, fmt.Errorf("%s: %w", c.Where, err)
		}
		v.rnd = newRandSrc(lane, v.grid)
		total := v.gridN + v.random
		err = v.parallel(workers, int((total+chunk-1)/chunk), v.sampled)
	}
	if err != nil {
		return nil, err
	}
	rep.Pairs, rep.Violations = v.pairs.Load(), v.bad.Load()
	sortWitnesses(v.wit)
	if len(v.wit) > w {
		v.wit = v.wit[:w]
	}
	rep.Witnesses = v.wit
	return rep, nil
}

func sortWitnesses(ws []Witness) {
	sort.Slice(ws, func(i, j int) bool {
		if ws[i].idx != ws[j].idx {
			return ws[i].idx < ws[j].idx
		}
		return ws[i].Lane < ws[j].Lane
	})
}

const (
	chunk        = 1 << 14
	rowsPerChunk = 16
)

type validator struct {
	f     Func
	m     *semantics.Model
	lane  semantics.Type
	lanes int
	arity int
	keep  int

	grid  []uint64
	gridN uint64
	// gridFits: every grid value is within the lane's mask, so every
	// sampled tuple (grid values and randSrc's, packed lane by lane) fits
	gridFits bool
	ev       func(a, b, c uint64) semantics.Result // m on lane, unchecked (inputs within lane's mask)
	rnd      randSrc
	random   uint64
	seed     uint64

	pairs, bad atomic.Uint64
	mu         sync.Mutex
	wit        []Witness
}

func (v *validator) parallel(workers, chunks int, work func(k int, b *buf) error) error {
	var next atomic.Int64
	var wg sync.WaitGroup
	errs := make([]error, workers)
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			b := &buf{}
			for {
				k := int(next.Add(1) - 1)
				if k >= chunks {
					return
				}
				if err := work(k, b); err != nil {
					errs[w] = err
					next.Store(int64(chunks))
					return
				}
			}
		}(w)
	}
	wg.Wait()
	for _, e := range errs {
		if e != nil {
			return e
		}
	}
	return nil
}

// buf holds one worker's input and output vectors.
type buf struct {
	in  [][]uint64
	out []uint64
	got []uint64
	wit []Witness
	// the exhaustive sweep's checkers and witnesses, per lane
	checks  []*semantics.RowCheck
	laneWit [][]Witness
	vals    [][][]uint64 // the sampled tuples, per lane and input
	ins     [][]uint64
}

func (b *buf) size(arity, n int) {
	if len(b.in) != arity || len(b.out) < n {
		b.in = make([][]uint64, arity)
		for k := range b.in {
			b.in[k] = make([]uint64, n)
		}
		b.out = make([]uint64, n)
		b.got = make([]uint64, n)
	}
}

func (v *validator) record(ws []Witness) {
	if len(ws) == 0 {
		return
	}
	v.mu.Lock()
	v.wit = append(v.wit, ws...)
	sortWitnesses(v.wit)
	if len(v.wit) > v.keep {
		v.wit = v.wit[:v.keep]
	}
	v.mu.Unlock()
}

// perm16 is the row lane 1 of a packed type sees when lane 0 sees row a (a
// bijection, so lane 1 sees every row too).
func perm16(a uint64) uint64 { return (a*0x9e37 + 0x1234) & 0xffff }

// rowPart is how many pairs of a row one Func.Run covers in the exhaustive
// sweep: small enough that the inputs, results and the executor's
// registers stay in the cache.
const rowPart = 4096

// rows checks rows [k·rowsPerChunk, …) of the exhaustive sweep: row a holds
// the pairs (a, b) for every b. The code runs on rowPart pairs at a time;
// the witnesses kept are those of a whole-row pass: in sweep order, row by
// row, lane 0's before lane 1's.
func (v *validator) rows(k int, b *buf) error {
	const n = rowPart
	b.size(2, n)
	lw := uint(v.lane.Bits())
	lm := uint64(1)<<lw - 1
	var bad, pairs uint64
	b.wit = b.wit[:0]
	if len(b.checks) != v.lanes {
		b.checks = make([]*semantics.RowCheck, v.lanes)
		for j := range b.checks {
			b.checks[j] = v.m.RowCheck(v.lane)
		}
		b.laneWit = make([][]Witness, v.lanes)
	}
	x, y := b.in[0][:n], b.in[1][:n]
	for a := uint64(k * rowsPerChunk); a < uint64((k+1)*rowsPerChunk); a++ {
		for j := 0; j < v.lanes; j++ {
			b.checks[j].SetRow(uint16(rowOf(a, j)))
			b.laneWit[j] = b.laneWit[j][:0]
		}
		if v.lanes == 1 {
			for i := range x {
				x[i] = a
			}
		}
		for lo := 0; lo < 1<<16; lo += n {
			in := b.in
			if v.lanes == 1 {
				in[1] = vec.Iota16()[lo : lo+n] // the second inputs of every row (read only)
			} else {
				in[1] = y
				for i := range x {
					x[i], y[i] = 0, 0
				}
				for j := 0; j < v.lanes; j++ {
					ra := rowOf(a, j)
					sh := uint(j) * lw
					for i := range x {
						x[i] |= ra << sh
						y[i] |= uint64(lo+i) << sh
					}
				}
			}
			out := b.out[:n]
			var err error
			if bf, ok := v.f.(BroadcastFunc); ok && v.lanes == 1 {
				in[0] = x[:1] // the row's value, in every execution
				err = bf.RunBroadcast(in, out)
				in[0] = x
			} else {
				err = v.run(true, in, out) // row and column values fit the lanes
			}
			in[1] = y
			if err != nil {
				return v.rowError(a, err)
			}
			for j := 0; j < v.lanes; j++ {
				ra := rowOf(a, j)
				sh := uint(j) * lw
				got := out // a scalar result is checked as it is: stray high bits are violations
				if v.lanes > 1 {
					got = b.got[:n]
					for i := range got {
						got[i] = out[i] >> sh & lm
					}
				}
				nb, first := b.checks[j].Check(lo, got)
				pairs += n
				bad += nb
				lwit := b.laneWit[j]
				for i := first; nb > 0 && i < n && len(lwit) < v.keep; i++ {
					yy := uint64(lo + i)
					r := eval(v.m, v.lane, ra, yy, 0)
					if !r.Allows(v.lane, got[i]) {
						lwit = append(lwit, Witness{Lane: j, In: []uint64{ra, yy}, Got: got[i], Allowed: r, idx: a<<16 | yy})
					}
				}
				b.laneWit[j] = lwit
			}
		}
		for j := 0; j < v.lanes; j++ {
			for _, w := range b.laneWit[j] {
				if len(b.wit) < v.keep {
					b.wit = append(b.wit, w)
				}
			}
		}
	}
	v.pairs.Add(pairs)
	v.bad.Add(bad)
	v.record(b.wit)
	return nil
}

// run runs the code on in; fit: every value of in is within the type's
// mask (then a FitFunc is told so).
func (v *validator) run(fit bool, in [][]uint64, out []uint64) error {
	if ff, ok := v.f.(FitFunc); ok && fit {
		return ff.RunFit(in, out)
	}
	return v.f.Run(in, out)
}

// rowError is the error of running row a as one block of 65536 pairs, as
// the sweep did before it ran parts of rows (an executor's error names the
// execution by its index in the block); err if that run succeeds.
func (v *validator) rowError(a uint64, err error) error {
	const n = 1 << 16
	lw := uint(v.lane.Bits())
	x, y := make([]uint64, n), make([]uint64, n)
	for j := 0; j < v.lanes; j++ {
		ra, sh := rowOf(a, j), uint(j)*lw
		for i := range x {
			x[i] |= ra << sh
			y[i] |= uint64(i) << sh
		}
	}
	if e := v.f.Run([][]uint64{x, y}, make([]uint64, n)); e != nil {
		return e
	}
	return err
}

// rowOf is the row lane j sees when lane 0 sees row a.
func rowOf(a uint64, j int) uint64 {
	if j == 1 {
		return perm16(a)
	}
	return a
}

// sampled checks chunk k of the grid-then-random sequence of tuples.
func (v *validator) sampled(k int, b *buf) error {
	lo := uint64(k) * chunk
	hi := min(lo+chunk, v.gridN+v.random)
	n := int(hi - lo)
	b.size(v.arity, chunk)
	lw := uint(v.lane.Bits())
	lm := uint64(1)<<lw - 1
	if lw == 64 {
		lm = ^uint64(0)
	}
	// vals[j][kk][i]: lane j, input kk, tuple i (the worker's, reused).
	if len(b.vals) != v.lanes {
		b.vals = make([][][]uint64, v.lanes)
		for j := range b.vals {
			b.vals[j] = make([][]uint64, v.arity)
			for kk := range b.vals[j] {
				b.vals[j][kk] = make([]uint64, chunk)
			}
		}
	}
	vals := b.vals
	rng := splitmix{state: v.seed ^ uint64(k+1)*0x9e3779b97f4a7c15}
	g := uint64(len(v.grid))
	for i := 0; i < n; i++ {
		idx := lo + uint64(i)
		for j := 0; j < v.lanes; j++ {
			if idx < v.gridN {
				r := idx
				if j == 1 {
					r = v.gridN - 1 - idx // lane 1 walks the grid backwards
				}
				for kk := v.arity - 1; kk >= 0; kk-- {
					vals[j][kk][i] = v.grid[r%g]
					r /= g
				}
				continue
			}
			for kk := 0; kk < v.arity; kk++ {
				vals[j][kk][i] = v.rnd.value(&rng)
			}
		}
	}
	for kk := 0; kk < v.arity; kk++ {
		x := b.in[kk][:n]
		for i := range x {
			var p uint64
			for j := 0; j < v.lanes; j++ {
				p |= vals[j][kk][i] << (uint(j) * lw)
			}
			x[i] = p
		}
	}
	if len(b.ins) != v.arity {
		b.ins = make([][]uint64, v.arity)
	}
	ins := b.ins
	for kk := range ins {
		ins[kk] = b.in[kk][:n]
	}
	out := b.out[:n]
	if err := v.run(v.gridFits, ins, out); err != nil {
		return err
	}
	var bad uint64
	b.wit = b.wit[:0]
	var abc [3]uint64
	mask := v.lane.Mask()
	for i := 0; i < n; i++ {
		for j := 0; j < v.lanes; j++ {
			for kk := 0; kk < v.arity; kk++ {
				abc[kk] = vals[j][kk][i]
			}
			got := out[i] >> (uint(j) * lw) & lm
			var r semantics.Result
			if (abc[0]|abc[1]|abc[2])&^mask != 0 {
				r = eval(v.m, v.lane, abc[0], abc[1], abc[2]) // a grid value wider than the lane: as eval says
			} else {
				r = v.ev(abc[0], abc[1], abc[2])
			}
			if r.Allows(v.lane, got) {
				continue
			}
			bad++
			if len(b.wit) < v.keep {
				b.wit = append(b.wit, Witness{Lane: j, In: append([]uint64(nil), abc[:v.arity]...), Got: got, Allowed: r, idx: lo + uint64(i)})
			}
		}
	}
	v.pairs.Add(uint64(n * v.lanes))
	v.bad.Add(bad)
	v.record(b.wit)
	return nil
}

// splitmix is SplitMix64 (Steele, Lea, Flood 2014).
type splitmix struct{ state uint64 }

func (s *splitmix) next() uint64 {
	s.state += 0x9e3779b97f4a7c15
	z := s.state
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// randSrc draws random values of one type, with the type's constants worked
// out once: for floats about 1/4 NaN (quiet and signaling, either sign,
// random payload), 1/8 zero, 3/16 subnormal, 1/8 infinity, 1/16 grid
// values, the rest any bits; integers lean towards zero, small values and
// the extremes. The stream is pinned by TestRandSrcEqualsRandomValue
// (published reports' inputs depend on it).
type randSrc struct {
	float               bool
	w                   uint
	all, expMask, quiet uint64
	fracMask            uint64
	grid                []uint64
}

func newRandSrc(t semantics.Type, grid []uint64) randSrc {
	s := randSrc{float: t.IsFloat(), w: uint(t.Bits()), all: t.Mask(), grid: grid}
	if s.float {
		mant := uint(t.FracBits())
		s.expMask = (s.all >> 1) &^ (uint64(1)<<mant - 1)
		s.quiet = uint64(1) << (mant - 1)
		s.fracMask = uint64(1)<<mant - 1
	}
	return s
}

// value draws the next value from r.
func (s *randSrc) value(r *splitmix) uint64 {
	x := r.next()
	all := s.all
	v := r.next() & all
	sel := x >> 60
	if !s.float {
		switch {
		case sel < 2:
			return 0
		case sel < 4:
			return v % 5
		case sel < 6:
			return all &^ (v % 5)
		case sel < 8:
			return v ^ 1<<(s.w-1)
		}
		return v
	}
	sign := (x >> 59 & 1) << (s.w - 1)
	expMask, quiet := s.expMask, s.quiet
	m := v & s.fracMask
	switch {
	case sel < 2:
		return sign | expMask | quiet | m
	case sel < 4:
		m &^= quiet
		if m == 0 {
			m = 1
		}
		return sign | expMask | m
	case sel < 6:
		return sign
	case sel < 9:
		if m == 0 {
			m = 1
		}
		return sign | m
	case sel < 11:
		return sign | expMask
	case sel < 12:
		return s.grid[int(m%uint64(len(s.grid)))]
	}
	return v
}
