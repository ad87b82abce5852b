package semantics

import (
	"fmt"
	"math"
	"math/big"
	"runtime"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
)

// Options tune [CompareWith].
type Options struct {
	// Exhaustive sweeps all 2^32 ordered pairs of a 16-bit float type (two-input
	// models only). Otherwise the grid of special values is compared in all
	// pairs (triples), plus Random random inputs.
	Exhaustive bool
	// Random is the number of random pairs (or triples) after the grid.
	Random int
	// Seed seeds the random inputs; the same seed gives the same inputs.
	Seed uint64
	// Workers is the number of goroutines (0: GOMAXPROCS). The report does not
	// depend on it.
	Workers int
	// Progress, if set, is called now and then with the work done and the
	// total (in inputs), from one goroutine at a time.
	Progress func(done, total uint64)
	// Regions makes an exhaustive comparison of a 16-bit type use the exact
	// region engine (as f32 and f64 always do) instead of the sweep of all
	// 2^32 pairs; both give the same counts.
	Regions bool
	// BitMap makes an exhaustive 16-bit sweep also fill Report.Map, the
	// disagreement map by sign, exponent and top fraction bit of a and b.
	BitMap bool

	// Test hooks: sweep only rows [rowLo, rowHi) of an exhaustive sweep
	// (rowHi 0: all), and evaluate pair by pair even where runs exist.
	rowLo, rowHi uint32
	slow         bool
}

// DefaultRandom is the number of random inputs Compare uses for types it
// does not sweep exhaustively.
const DefaultRandom = 10_000_000

// DefaultSeed is the seed Compare uses.
const DefaultSeed = 0x6c6f77657263 // "lowerc"

// A Report is the outcome of comparing model A with model B on one type.
type Report struct {
	A, B  string
	Type  Type // the type compared (the lane type for packed types)
	Arity int
	// Method is "exhaustive" (every pair swept), "exact" (every pair
	// counted by the region engine) or "grid+random".
	Method string
	Note   string // e.g. "packed f16x2 compared per lane"
	// Seed and Random are the seed and number of random inputs of a
	// "grid+random" report (with the grid they reproduce it); GridInputs is
	// the number of grid inputs. All are zero for the other methods.
	Seed, Random, GridInputs uint64
	// Big holds the counts below as exact integers: over f64 they exceed
	// 2^64, and the uint64 fields then saturate at 2^64-1.
	Big Counts
	// Map is the bit-level disagreement map of an exhaustive 16-bit sweep
	// run with Options.BitMap; nil otherwise.
	Map *BitMap
	// Pairs is the number of inputs compared (pairs, or triples for
	// three-input models).
	Pairs uint64
	// BitwiseDiff counts inputs where the results differ: the bits, for two
	// functions; the allowed sets, when a relation is involved.
	BitwiseDiff uint64
	// ValueDiff counts inputs where the results differ when all NaNs count as
	// equal (and +0 differs from −0).
	ValueDiff uint64
	// ANotInB counts inputs where A allows a result B does not; BNotInA the
	// reverse. A refines B iff ANotInB == 0.
	ANotInB, BNotInA uint64
	// Groups holds one entry per (class of a, class of b) with at least one
	// input, in class order.
	Groups []Group
}

// ARefinesB reports whether every result A allows is allowed by B.
func (r *Report) ARefinesB() bool { return r.ANotInB == 0 }

// BRefinesA reports whether every result B allows is allowed by A.
func (r *Report) BRefinesA() bool { return r.BNotInA == 0 }

// A Group is the part of a comparison whose first two inputs have classes
// ClassA and ClassB.
type Group struct {
	ClassA, ClassB Class
	Pairs          uint64
	BitwiseDiff    uint64
	ValueDiff      uint64
	ANotInB        uint64
	BNotInA        uint64
	Big            Counts // the counts as exact integers
	// Witness is the first input (in sweep order) where the results differ;
	// nil when they never do.
	Witness *Witness
}

// A BitMap bins the pairs of an exhaustive 16-bit sweep by the top Bits
// bits of a (rows) and of b (columns): the sign, the exponent and the top
// fraction bit (the quiet bit for NaNs). Pairs and Diff are indexed by
// rowCell<<Bits | columnCell: the pairs in the cell and those whose results
// differ (bitwise_diff).
type BitMap struct {
	Type        Type
	Bits        int
	Pairs, Diff []uint64
}

func newBitMap(t Type) *BitMap {
	f := fmtOf(t)
	bits := int(f.bits - f.mantBits + 1)
	n := 1 << (2 * bits)
	return &BitMap{Type: t, Bits: bits, Pairs: make([]uint64, n), Diff: make([]uint64, n)}
}

// shift is the number of low bits a cell drops.
func (m *BitMap) shift() uint { return uint(16 - m.Bits) }

// Counts are the counts of a Report or Group as exact integers.
type Counts struct {
	Pairs, BitwiseDiff, ValueDiff, ANotInB, BNotInA *big.Int
}

func sat(x *big.Int) uint64 {
	if x.IsUint64() {
		return x.Uint64()
	}
	return math.MaxUint64
}

// A Witness is one input where two models differ, with both results.
type Witness struct {
	In   []uint64
	A, B Result
}

// Compare compares models a and b on type t with the default options: all
// pairs for f16 and bf16 two-input models, else the grid plus DefaultRandom
// random inputs from DefaultSeed.
func Compare(a, b *Model, t Type) (*Report, error) {
	o := Options{Random: DefaultRandom, Seed: DefaultSeed}
	if lt := t.Lane(); (lt == F16 || lt == BF16) && a.arity <= 2 && b.arity == a.arity {
		o.Exhaustive = true
	}
	return CompareWith(a, b, t, o)
}

const numGroups = int(numClasses) * int(numClasses)

type acc struct {
	g [numGroups]gacc
}

type gacc struct {
	pairs, bit, val, anb, bna uint64
	widx                      uint64 // sweep index of the witness
	w                         *Witness
}

func (g *gacc) witness(idx uint64, in []uint64, ra, rb Result) {
	if g.w == nil || idx < g.widx {
		g.widx = idx
		g.w = &Witness{In: append([]uint64(nil), in...), A: ra, B: rb}
	}
}

func (x *acc) merge(y *acc) {
	for i := range x.g {
		a, b := &x.g[i], &y.g[i]
		a.pairs += b.pairs
		a.bit += b.bit
		a.val += b.val
		a.anb += b.anb
		a.bna += b.bna
		if b.w != nil && (a.w == nil || b.widx < a.widx) {
			a.w, a.widx = b.w, b.widx
		}
	}
}

// CompareWith compares models a and b on type t.
func CompareWith(a, b *Model, t Type, o Options) (*Report, error) {
	if a.arity != b.arity {
		return nil, fmt.Errorf("%s takes %s and %s takes %d: nothing to compare", a.name, inputsWord(a.arity), b.name, b.arity)
	}
	for _, m := range []*Model{a, b} {
		if !m.Supports(t) {
			return nil, fmt.Errorf("%s does not take type %s (it takes %s)", m.name, t, typeList(m.types))
		}
	}
	rep := &Report{A: a.name, B: b.name, Type: t, Arity: a.arity}
	// Lanes of packed floats are independent: compare one lane.
	if t.IsPacked() && fmtOf(t) != nil {
		lt := t.Lane()
		if a.Supports(lt) && b.Supports(lt) {
			rep.Note = fmt.Sprintf("packed %s compared per lane (%s)", t, lt)
			t = lt
			rep.Type = lt
		}
	}
	workers := o.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	var groups [numGroups]struct {
		c Counts
		w *Witness
	}
	method, note, err := chooseMethod(a, b, t, o)
	if err != nil {
		return nil, err
	}
	if note != "" {
		if rep.Note != "" {
			rep.Note += "; "
		}
		rep.Note += note
	}
	rep.Method = method
	switch method {
	case "exact":
		ex, err := exactRegions(a, b, t)
		if err != nil {
			return nil, err
		}
		for i := range ex.g {
			g := &ex.g[i]
			groups[i].c = Counts{g.pairs.big(), g.bit.big(), g.val.big(), g.anb.big(), g.bna.big()}
			groups[i].w = g.w
		}
	default:
		var total acc
		if method == "exhaustive" {
			if o.BitMap && a.arity == 2 {
				rep.Map = newBitMap(t)
			}
			if a.arity == 1 {
				total = exhaustiveUnary16(a, b, t, workers, o)
			} else {
				total = exhaustive16(a, b, t, workers, o, rep.Map)
			}
		} else {
			total = sampled(a, b, t, o, workers)
			rep.Seed, rep.Random = o.Seed, uint64(o.Random)
			rep.GridInputs = 1
			for i := 0; i < a.arity; i++ {
				rep.GridInputs *= uint64(len(gridOf(t)))
			}
		}
		for i := range total.g {
			g := &total.g[i]
			n := func(x uint64) *big.Int { return new(big.Int).SetUint64(x) }
			groups[i].c = Counts{n(g.pairs), n(g.bit), n(g.val), n(g.anb), n(g.bna)}
			groups[i].w = g.w
		}
	}
	rep.Big = Counts{new(big.Int), new(big.Int), new(big.Int), new(big.Int), new(big.Int)}
	for i := range groups {
		g := &groups[i]
		if g.c.Pairs == nil || g.c.Pairs.Sign() == 0 {
			continue
		}
		rep.Big.Pairs.Add(rep.Big.Pairs, g.c.Pairs)
		rep.Big.BitwiseDiff.Add(rep.Big.BitwiseDiff, g.c.BitwiseDiff)
		rep.Big.ValueDiff.Add(rep.Big.ValueDiff, g.c.ValueDiff)
		rep.Big.ANotInB.Add(rep.Big.ANotInB, g.c.ANotInB)
		rep.Big.BNotInA.Add(rep.Big.BNotInA, g.c.BNotInA)
		rep.Groups = append(rep.Groups, Group{
			ClassA: Class(i / int(numClasses)), ClassB: Class(i % int(numClasses)),
			Pairs: sat(g.c.Pairs), BitwiseDiff: sat(g.c.BitwiseDiff), ValueDiff: sat(g.c.ValueDiff),
			ANotInB: sat(g.c.ANotInB), BNotInA: sat(g.c.BNotInA), Big: g.c, Witness: g.w,
		})
	}
	rep.Pairs, rep.BitwiseDiff, rep.ValueDiff = sat(rep.Big.Pairs), sat(rep.Big.BitwiseDiff), sat(rep.Big.ValueDiff)
	rep.ANotInB, rep.BNotInA = sat(rep.Big.ANotInB), sat(rep.Big.BNotInA)
	sort.SliceStable(rep.Groups, func(i, j int) bool {
		gi, gj := rep.Groups[i], rep.Groups[j]
		if gi.ClassA != gj.ClassA {
			return gi.ClassA < gj.ClassA
		}
		return gi.ClassB < gj.ClassB
	})
	return rep, nil
}

// inputsWord is "1 input", "2 inputs", "3 inputs".
func inputsWord(n int) string {
	if n == 1 {
		return "1 input"
	}
	return fmt.Sprintf("%d inputs", n)
}

// chooseMethod picks how to compare: the region engine where it is exact
// and both models are region-defined, the 16-bit sweep, or sampling (with a
// note saying why, when an exhaustive comparison was asked for).
func chooseMethod(a, b *Model, t Type, o Options) (method, note string, err error) {
	if !o.Exhaustive {
		return "grid+random", "", nil
	}
	ok := exactSupported(a, b, t)
	switch {
	case (t == F16 || t == BF16) && a.arity == 1:
		if o.Regions && ok {
			return "exact", "", nil
		}
		return "exhaustive", "", nil
	case (t == F16 || t == BF16) && a.arity == 2:
		if o.Regions && ok {
			return "exact", "", nil
		}
		return "exhaustive", "", nil
	case t == F32 || t == F64:
		if ok {
			return "exact", "", nil
		}
		var why []string
		for _, m := range []*Model{a, b} {
			if newEvaluator(m, t).m.symFunc() == nil {
				kind := "not defined by rules"
				if m.arity == 3 {
					kind = "a three-input model"
				}
				why = append(why, m.name+" is "+kind)
			}
		}
		return "grid+random", fmt.Sprintf("no exact comparison: %s; sampled instead", strings.Join(why, " and ")), nil
	}
	return "", "", fmt.Errorf("an exhaustive comparison needs float models (f16, bf16: all 2^32 pairs; f32, f64: exact by regions), not %d-input on %s", a.arity, t)
}

// evaluator evaluates one model on one type without going through Eval's
// checks.
type evaluator struct {
	m   *Model
	fn  func(t Type, a, b, c uint64) uint64
	rel func(t Type, a, b, c uint64) Result
}

func newEvaluator(m *Model, t Type) evaluator {
	if m.lane != nil && !m.isOwnType(t) {
		m = m.lane
	}
	return evaluator{m: m, fn: m.fn, rel: m.rel}
}

// compareOne records one input into acc.
func compareOne(ac *acc, t Type, ea, eb *evaluator, idx uint64, in []uint64) {
	var c uint64
	if len(in) > 2 {
		c = in[2]
	}
	x, y := in[0], uint64(0)
	cb := Classify(t, x) // one-input models: the group (class, class)
	if len(in) > 1 {
		y = in[1]
		cb = Classify(t, y)
	}
	g := &ac.g[int(Classify(t, x))*int(numClasses)+int(cb)]
	g.pairs++
	if ea.fn != nil && eb.fn != nil {
		ra, rb := ea.fn(t, x, y, c), eb.fn(t, x, y, c)
		if ra == rb {
			return
		}
		g.bit++
		g.anb++
		g.bna++
		if !(IsNaN(t, ra) && IsNaN(t, rb)) {
			g.val++
		}
		g.witness(idx, in, Exact(ra), Exact(rb))
		return
	}
	var ra, rb Result
	if ea.fn != nil {
		ra = Exact(ea.fn(t, x, y, c))
	} else {
		ra = ea.rel(t, x, y, c)
	}
	if eb.fn != nil {
		rb = Exact(eb.fn(t, x, y, c))
	} else {
		rb = eb.rel(t, x, y, c)
	}
	recordResults(g, t, idx, in, ra, rb)
}

// recordResults records one input whose results are the sets ra and rb.
func recordResults(g *gacc, t Type, idx uint64, in []uint64, ra, rb Result) {
	if ra == rb {
		return // the same set, built the same way
	}
	ab, ba := ra.SubsetOf(t, rb), rb.SubsetOf(t, ra)
	if ab && ba {
		return
	}
	g.bit++
	if !ab {
		g.anb++
	}
	if !ba {
		g.bna++
	}
	if !ra.valueEqual(t, rb) {
		g.val++
	}
	g.witness(idx, in, ra, rb)
}

// exhaustive16 sweeps all pairs of a 16-bit float type, one row (fixed a) at a
// time. Rows of rule-defined models are built as runs of (b & m) | o, and two
// runs with the same m and o agree on every b without evaluating it; other
// models are evaluated pair by pair.
func exhaustive16(a, b *Model, t Type, workers int, o Options, bm *BitMap) acc {
	ea, eb := newEvaluator(a, t), newEvaluator(b, t)
	rowA, rowB := ea.m.rowFunc(), eb.m.rowFunc()
	fast := rowA != nil && rowB != nil && !o.slow
	lo, hi := uint64(o.rowLo), uint64(o.rowHi)
	if hi == 0 {
		hi = 1 << 16
	}
	const rowsPerChunk = 256
	chunks := (hi - lo + rowsPerChunk - 1) / rowsPerChunk
	return parallel(workers, chunks, (hi-lo)<<16, o.Progress, func(ac *acc, k uint64) uint64 {
		var pa, pb []piece
		in := make([]uint64, 2)
		start := lo + k*rowsPerChunk
		end := min(start+rowsPerChunk, hi)
		for x := start; x < end; x++ {
			if fast {
				pa = rowA(t, uint16(x), pa[:0])
				pb = rowB(t, uint16(x), pb[:0])
				compareRows(ac, t, uint16(x), pa, pb, &ea, &eb, bm)
				continue
			}
			for y := uint64(0); y < 1<<16; y++ {
				in[0], in[1] = x, y
				if bm == nil {
					compareOne(ac, t, &ea, &eb, x<<16|y, in)
					continue
				}
				g := &ac.g[int(Classify(t, x))*int(numClasses)+int(Classify(t, y))]
				before := g.bit
				compareOne(ac, t, &ea, &eb, x<<16|y, in)
				idx := (x>>bm.shift())<<bm.Bits | y>>bm.shift()
				atomic.AddUint64(&bm.Pairs[idx], 1)
				atomic.AddUint64(&bm.Diff[idx], g.bit-before)
			}
		}
		return (end - start) << 16
	})
}

// exhaustiveUnary16 compares one-input models on every 16-bit input.
func exhaustiveUnary16(a, b *Model, t Type, workers int, o Options) acc {
	ea, eb := newEvaluator(a, t), newEvaluator(b, t)
	const per = 4096
	return parallel(workers, (1<<16)/per, 1<<16, o.Progress, func(ac *acc, k uint64) uint64 {
		in := make([]uint64, 1)
		for x := k * per; x < (k+1)*per; x++ {
			in[0] = x
			compareOne(ac, t, &ea, &eb, x, in)
		}
		return per
	})
}

// parallel runs work(ac, k) for every chunk k < chunks on workers
// goroutines, each with its own accumulator, and returns their merge, which
// does not depend on which goroutine ran which chunk (counts add up, and the
// witness is the one with the lowest sweep index). work returns the number
// of inputs it compared, for progress (done so far, of total).
func parallel(workers int, chunks, total uint64, progress func(done, total uint64), work func(ac *acc, k uint64) uint64) acc {
	var next, done atomic.Uint64
	accs := make([]acc, workers)
	var mu sync.Mutex
	var wg sync.WaitGroup
	for w := range accs {
		wg.Add(1)
		go func(ac *acc) {
			defer wg.Done()
			for {
				k := next.Add(1) - 1
				if k >= chunks {
					return
				}
				d := done.Add(work(ac, k))
				if progress != nil {
					mu.Lock()
					progress(d, total)
					mu.Unlock()
				}
			}
		}(&accs[w])
	}
	wg.Wait()
	for i := 1; i < workers; i++ {
		accs[0].merge(&accs[i])
	}
	return accs[0]
}

// compareRows compares two rows given as runs; the runs of both rows lie
// inside class blocks, so every merged stretch has one class of b.
//
// With a bit map, stretches are also cut at the map's cell boundaries (a
// run holds on any part of itself) and each part is added to its cell.
func compareRows(ac *acc, t Type, a uint16, pa, pb []piece, ea, eb *evaluator, bm *BitMap) {
	f := fmtOf(t)
	rowBase := int(f.class(uint64(a))) * int(numClasses)
	i, j := 0, 0
	var pos uint32 // where the next stretch starts, once cut at a cell boundary
	for i < len(pa) && j < len(pb) {
		p, q := &pa[i], &pb[j]
		lo := max(p.lo, q.lo, pos)
		hi := min(p.hi, q.hi)
		if bm != nil {
			if next := (lo>>bm.shift() + 1) << bm.shift(); next < hi {
				hi = next
			}
		}
		g := &ac.g[rowBase+int(f.class(uint64(lo)))]
		before := g.bit
		g.pairs += uint64(hi - lo)
		switch {
		case p.kind == pkExact && q.kind == pkExact:
			compareExact(g, f, a, lo, hi, p, q)
		case p.kind == pkSet && q.kind == pkSet:
			// Both constant: one comparison stands for the whole stretch.
			var one gacc
			in := []uint64{uint64(a), uint64(lo)}
			recordResults(&one, t, uint64(a)<<16|uint64(lo), in, p.set, q.set)
			n := uint64(hi - lo)
			g.bit += one.bit * n
			g.anb += one.anb * n
			g.bna += one.bna * n
			g.val += one.val * n
			if one.w != nil {
				g.witness(one.widx, in, p.set, q.set)
			}
		case p.kind == q.kind && (p.kind == pkLLVMb || p.kind == pkLLVMab) && p.quietOnly == q.quietOnly:
			// The same LLVM NaN set on both sides, whatever b is.
		case p.kind == pkExact && (q.kind == pkSet && !q.set.IsExact() || q.kind == pkLLVMb || q.kind == pkLLVMab):
			compareExactSet(g, f, t, a, lo, hi, p, q, false)
		case q.kind == pkExact && (p.kind == pkSet && !p.set.IsExact() || p.kind == pkLLVMb || p.kind == pkLLVMab):
			compareExactSet(g, f, t, a, lo, hi, q, p, true)
		default:
			in := make([]uint64, 2)
			for y := lo; y < hi; y++ {
				in[0], in[1] = uint64(a), uint64(y)
				recordResults(g, t, uint64(a)<<16|uint64(y), in, pieceResult(f, t, p, ea, uint64(a), uint64(y)), pieceResult(f, t, q, eb, uint64(a), uint64(y)))
			}
		}
		if bm != nil {
			idx := uint32(a)>>bm.shift()<<bm.Bits | lo>>bm.shift()
			atomic.AddUint64(&bm.Pairs[idx], uint64(hi-lo))
			atomic.AddUint64(&bm.Diff[idx], g.bit-before)
			pos = hi
		}
		if p.hi == hi {
			i++
		}
		if q.hi == hi {
			j++
		}
	}
}

// sampled compares the grid (all pairs or triples) and then o.Random random
// inputs, in chunks whose inputs depend only on the seed and chunk number.
func sampled(a, b *Model, t Type, o Options, workers int) acc {
	ea, eb := newEvaluator(a, t), newEvaluator(b, t)
	grid := gridOf(t)
	n := a.arity
	gridCount := uint64(1)
	for i := 0; i < n; i++ {
		gridCount *= uint64(len(grid))
	}
	const chunk = 1 << 16
	randChunks := (uint64(o.Random) + chunk - 1) / chunk
	gridChunks := (gridCount + chunk - 1) / chunk
	return parallel(workers, gridChunks+randChunks, gridCount+uint64(o.Random), o.Progress, func(ac *acc, k uint64) uint64 {
		in := make([]uint64, n)
		var cnt uint64
		if k < gridChunks {
			for idx := k * chunk; idx < min((k+1)*chunk, gridCount); idx++ {
				r := idx
				for i := n - 1; i >= 0; i-- {
					in[i] = grid[r%uint64(len(grid))]
					r /= uint64(len(grid))
				}
				compareOne(ac, t, &ea, &eb, idx, in)
				cnt++
			}
			return cnt
		}
		rk := k - gridChunks
		rng := splitmix{state: o.Seed ^ (rk+1)*0x9e3779b97f4a7c15}
		end := min((rk+1)*chunk, uint64(o.Random))
		for s := rk * chunk; s < end; s++ {
			for i := range in {
				in[i] = randomValue(t, &rng)
			}
			compareOne(ac, t, &ea, &eb, gridCount+s, in)
			cnt++
		}
		return cnt
	})
}

// splitmix is SplitMix64 (Steele, Lea, Flood 2014): a small, fast,
// deterministic generator.
type splitmix struct{ state uint64 }

func (s *splitmix) next() uint64 {
	s.state += 0x9e3779b97f4a7c15
	z := s.state
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// randomValue draws a value of type t biased towards the interesting classes:
// about 1/4 NaN (quiet and signaling, either sign, random payload), 1/8 zero,
// 3/16 subnormal, 1/8 infinity, 1/16 grid values, the rest any bits.
func randomValue(t Type, r *splitmix) uint64 {
	x := r.next()
	f := fmtOf(t)
	if f == nil {
		sel := x >> 60
		v := r.next() & t.Mask()
		switch {
		case sel < 2:
			return 0
		case sel < 4:
			return t.Mask() & (v % 5) // small
		case sel < 6:
			return t.Mask() &^ (v % 5) // near all-ones
		case sel < 8:
			w := t.Bits() / t.Lanes()
			return v ^ 1<<(w-1)
		}
		return v
	}
	sel := x >> 60 // 0..15
	sign := (x >> 59 & 1) * f.sign
	m := r.next() & f.mantMask
	switch {
	case sel < 2: // quiet NaN
		return sign | f.expMask | f.quiet | m
	case sel < 4: // signaling NaN (payload non-zero)
		m &^= f.quiet
		if m == 0 {
			m = 1
		}
		return sign | f.expMask | m
	case sel < 6: // zero
		return sign
	case sel < 9: // subnormal
		if m == 0 {
			m = 1
		}
		return sign | m
	case sel < 11: // infinity
		return sign | f.inf
	case sel < 12:
		g := gridOf(t)
		return g[int(m%uint64(len(g)))]
	}
	return r.next() & f.all
}

// Grid returns the special values of type t that Compare tries in all pairs:
// for floats ±0, ±smallest and largest subnormal, ±smallest normal, ±1 and its
// neighbours, ±largest finite, ±Inf, and quiet and signaling NaNs of both
// signs with distinct payloads (0x7fc00123 and 0xffc00456 for f32, and the
// same payload bits in the other formats); for integers the extremes and
// small values.
func Grid(t Type) []uint64 { return append([]uint64(nil), gridOf(t)...) }

// grids holds the shared grid of each type, built on first use (at package
// init they cost every lowerc process, asm and disasm included).
var grids = sync.OnceValue(func() (g [U8x4 + 1][]uint64) {
	for t := F16; t <= U8x4; t++ {
		g[t] = makeGrid(t)
	}
	return g
})

// gridOf returns the shared grid of t; callers must not modify it.
func gridOf(t Type) []uint64 {
	if t >= F16 && t <= U8x4 {
		return grids()[t]
	}
	return makeGrid(t)
}

func makeGrid(t Type) []uint64 {
	f := fmtOf(t)
	if f == nil {
		t = t.Lane()
		w := t.Bits()
		if w == 0 {
			w = 8
		}
		var out []uint64
		add := func(v uint64) { out = append(out, v&t.Mask()) }
		for _, v := range []int64{0, 1, 2, -1, -2, 127, -128, 255} {
			add(uint64(v))
		}
		add(1<<(w-1) - 1)
		add(1 << (w - 1))
		add(t.Mask())
		return dedup(out)
	}
	one, _ := parseFloat(t, "1")
	pl := func(p uint64) uint64 { return p & (f.quiet - 1) }
	pos := []uint64{
		0, 1, f.minNormal - 1, f.minNormal, one, one + 1, one - 1, f.inf - 1, f.inf,
		f.expMask | f.quiet, // canonical qNaN
		f.expMask | f.quiet | pl(0x123),
		f.expMask | f.quiet | pl(0x456),
		f.expMask | f.mantMask, // qNaN, max payload
		f.expMask | 1,          // sNaN payload 1
		f.expMask | pl(0x123),
		f.expMask | pl(0x456),
		f.expMask | (f.quiet - 1), // sNaN, max payload
	}
	var out []uint64
	for _, v := range pos {
		out = append(out, v, v|f.sign)
	}
	return dedup(out)
}

func dedup(xs []uint64) []uint64 {
	seen := map[uint64]bool{}
	var out []uint64
	for _, x := range xs {
		if !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
	}
	return out
}

// compareExact compares two exact runs over [lo, hi).
func compareExact(g *gacc, f *format, a uint16, lo, hi uint32, p, q *piece) {
	switch {
	case p.m == q.m && p.o == q.o:
		// Same run: equal everywhere.
	case p.m == 0 && q.m == 0:
		// Two constants: all or nothing.
		n := uint64(hi - lo)
		g.bit += n
		g.anb += n
		g.bna += n
		if !(f.isNaN(uint64(p.o)) && f.isNaN(uint64(q.o))) {
			g.val += n
		}
		g.witness(uint64(a)<<16|uint64(lo), []uint64{uint64(a), uint64(lo)}, Exact(uint64(p.o)), Exact(uint64(q.o)))
	case p.m == 0 && passesLow(f, q):
		compareConstPass(g, f, a, lo, hi, uint64(p.o), q, false)
	case q.m == 0 && passesLow(f, p):
		compareConstPass(g, f, a, lo, hi, uint64(q.o), p, true)
	default:
		nanMin := uint16(f.inf) + 1 // a 16-bit NaN has |x| >= nanMin
		var nbit, nval uint64
		first := true
		for y := lo; y < hi; y++ {
			ra := uint16(y)&p.m | p.o
			rb := uint16(y)&q.m | q.o
			if ra == rb {
				continue
			}
			nbit++
			if ra&0x7fff < nanMin || rb&0x7fff < nanMin {
				nval++
			}
			if first {
				first = false
				g.witness(uint64(a)<<16|uint64(y), []uint64{uint64(a), uint64(y)}, Exact(uint64(ra)), Exact(uint64(rb)))
			}
		}
		g.bit += nbit
		g.anb += nbit
		g.bna += nbit
		g.val += nval
	}
}

// passesLow reports whether run q passes the bits of b below the sign
// through unchanged: q's result is b's magnitude with a sign that is
// constant over the run (runs lie inside class blocks, which have one sign).
func passesLow(f *format, q *piece) bool {
	low := uint16(f.all &^ f.sign)
	return q.m&low == low && q.o&low == 0
}

// compareConstPass compares the constant c with a run q that passes b's
// magnitude through (passesLow) over [lo, hi), in O(1): the two agree at
// most at one b, the one with c's magnitude, and only if the signs agree.
// swapped means c belongs to model B.
func compareConstPass(g *gacc, f *format, a uint16, lo, hi uint32, c uint64, q *piece, swapped bool) {
	sign := uint32(f.sign)
	s := lo & sign // the sign of every b in the run
	rsign := uint64(uint16(s)&q.m|q.o) & f.sign
	n := uint64(hi - lo)
	eqAt := uint32(1 << 31) // none
	if rsign == c&f.sign {
		if y := s | uint32(c&^f.sign); y >= lo && y < hi {
			eqAt = y
		}
	}
	var eq uint64
	if eqAt != 1<<31 {
		eq = 1
	}
	diff := n - eq
	var val uint64
	if !f.isNaN(c) {
		val = diff
	} else {
		// c is a NaN: the inputs whose result is a number differ in value;
		// q's result is a number where b's magnitude is at most inf.
		lo15, hi15 := lo&^sign, hi-s
		if top := uint32(f.inf) + 1; hi15 > top {
			hi15 = top
		}
		if hi15 > lo15 {
			val = uint64(hi15 - lo15)
		}
	}
	g.bit += diff
	g.anb += diff
	g.bna += diff
	g.val += val
	if diff > 0 {
		y := lo
		if y == eqAt {
			y++
		}
		ra, rb := Exact(c), Exact(uint64(uint16(y)&q.m|q.o))
		if swapped {
			ra, rb = rb, ra
		}
		g.witness(uint64(a)<<16|uint64(y), []uint64{uint64(a), uint64(y)}, ra, rb)
	}
}

// compareExactSet compares an exact run p with a set run q that allows more
// than one value: a constant set, or LLVM's NaN set of b. The set never
// equals the single value, so every input differs bitwise, and the set
// never refines it; whether the value is in the set, and value equality, are
// decided per b without building Results. swapped means the exact run
// belongs to model B.
func compareExactSet(g *gacc, f *format, t Type, a uint16, lo, hi uint32, p, q *piece, swapped bool) {
	n := uint64(hi - lo)
	ra, rb := Exact(uint64(uint16(lo)&p.m|p.o)), q.set
	switch q.kind {
	case pkLLVMb:
		rb = llvmNaNs(f, q.quietOnly, uint64(lo))
	case pkLLVMab:
		rb = llvmNaNs(f, q.quietOnly, uint64(a), uint64(lo))
	}
	if swapped {
		ra, rb = rb, ra
	}
	g.witness(uint64(a)<<16|uint64(lo), []uint64{uint64(a), uint64(lo)}, ra, rb)
	// nanOnly: every member of the set is a NaN (LLVM's set always; a
	// constant set unless it allows anything or holds a number). Then a
	// number result is neither in the set nor equal to it in value, and a
	// NaN result is equal in value.
	llvm := q.kind == pkLLVMb || q.kind == pkLLVMab
	nanOnly := llvm || q.set.flag&flagAny == 0
	for i := 0; i < int(q.set.n) && nanOnly; i++ {
		nanOnly = f.isNaN(q.set.v[i])
	}
	var nIn, nVal uint64
	switch {
	case p.m == 0 && (q.kind == pkSet || nanOnly && !f.isNaN(uint64(p.o))):
		// One value against a constant set, or a number against NaNs:
		// the same answer for every b.
		r := uint64(p.o)
		if q.kind == pkSet && q.set.Allows(t, r) {
			nIn = n
		}
		if !(nanOnly && f.isNaN(r)) {
			nVal = n
		}
	default:
		for y := lo; y < hi; y++ {
			r := uint64(uint16(y)&p.m | p.o)
			if !f.isNaN(r) {
				if nanOnly {
					nVal++
					continue
				}
				if q.set.Allows(t, r) {
					nIn++
				}
				nVal++
				continue
			}
			if !nanOnly {
				nVal++
			}
			switch {
			case q.kind == pkLLVMb:
				if llvmHas(f, q.quietOnly, r, uint64(y), uint64(y)) {
					nIn++
				}
			case q.kind == pkLLVMab:
				if llvmHas(f, q.quietOnly, r, uint64(a), uint64(y)) {
					nIn++
				}
			case q.set.Allows(t, r):
				nIn++
			}
		}
	}
	g.bit += n
	g.val += nVal
	if swapped {
		g.anb += n // the set (A) allows values the function (B) does not
		g.bna += n - nIn
	} else {
		g.anb += n - nIn
		g.bna += n
	}
}

// pieceResult returns what run p allows for input (a, b).
func pieceResult(f *format, t Type, p *piece, e *evaluator, a, b uint64) Result {
	switch p.kind {
	case pkExact:
		return Exact(uint64(uint16(b)&p.m | p.o))
	case pkSet:
		return p.set
	case pkLLVMb:
		return llvmNaNs(f, p.quietOnly, b)
	case pkLLVMab:
		return llvmNaNs(f, p.quietOnly, a, b)
	}
	if e.rel != nil {
		return e.rel(t, a, b, 0)
	}
	return Exact(e.fn(t, a, b, 0))
}

// llvmHas reports whether NaN r is in llvmNaNs(f, quietOnly, x, y) for NaN
// inputs x and y (x == y for one input), without building the set.
func llvmHas(f *format, quietOnly bool, r, x, y uint64) bool {
	m := r &^ f.sign
	if m == f.expMask|f.quiet {
		return true
	}
	for _, v := range [2]uint64{x, y} {
		if m == f.quietNaN(v)&^f.sign || (!quietOnly || f.isQNaN(v)) && m == v&^f.sign {
			return true
		}
	}
	return false
}
