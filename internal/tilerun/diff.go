package tilerun

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/semantics"
	"github.com/lowerc/lowerc/verify/tv"
)

// A Side is one of the two things Diff compares: a kernel and the
// executor's code for it on one target.
type Side struct {
	Label  string     // "ptx:sm_90" or "ptx:sm_90 a.tile"
	Kernel *ir.Kernel // verified
	Run    tv.Kernel  // the whole launch
	// Make builds the executor's code for another kernel on the side's
	// target; only Exhaustive needs it (for the widened kernel).
	Make Maker
}

// Options tune Diff.
type Options struct {
	// Exhaustive sweeps every combination of one position's inputs (16-bit
	// inputs, one or two of them).
	Exhaustive bool
	// Random is the number of random input tuples after the grid.
	Random int
	// Seed seeds the random inputs.
	Seed uint64
	// Data, when set, is the only launch: the user's arguments for side
	// A's kernel (B gets the same values by parameter name).
	Data *Args
	// Preds gives pred parameters by name (default false).
	Preds map[string]bool
	// Workers bounds the goroutines of an exhaustive sweep (0: one per
	// CPU). The result does not depend on it.
	Workers int

	rows []int // test hook: sweep only these rows of a two-input sweep (nil: all)
	part int   // test hook: tuples per RunTuples of a row, a divisor of 65536 (0: tuplePart)
}

// DefaultRandom is the number of random tuples Diff adds to the grid.
const DefaultRandom = 100_000

// DefaultSeed is the seed of the random tuples.
const DefaultSeed = semantics.DefaultSeed

// A Result is the outcome of a Diff.
type Result struct {
	Method   string // "grid+random", "exhaustive" or "inputs"
	Seed     uint64 // the random seed (grid+random)
	Launches int    // launches run per side
	Outputs  []Output
}

// Differs reports whether any output element differs.
func (r *Result) Differs() bool {
	for _, o := range r.Outputs {
		if o.Report.BitwiseDiff > 0 {
			return true
		}
	}
	return false
}

// An Output is the comparison of one output tensor.
type Output struct {
	Name   string
	Report *semantics.Report
}

// SemType is the semantics type Diff compares elements of t as: the type
// itself, or the unsigned type of its width for containers and f32x2.
func SemType(t ir.ElemType) semantics.Type {
	if st, err := semantics.ParseType(t.String()); err == nil {
		return st
	}
	switch t.Bits() {
	case 16:
		return semantics.U16
	case 32:
		return semantics.U32
	}
	return semantics.U64
}

// checkPair checks that two kernels take the same parameters.
func checkPair(a, b *ir.Kernel) error {
	if len(a.Params) != len(b.Params) {
		return fmt.Errorf("kernel @%s has %d parameters and @%s %d; diff needs the same parameters", a.Name, len(a.Params), b.Name, len(b.Params))
	}
	for i, p := range a.Params {
		q := b.Params[i]
		if p.Name != q.Name || p.Space != q.Space || p.Type != q.Type || !slices.Equal(p.Shape, q.Shape) {
			return fmt.Errorf("parameter %d differs: %s in @%s, %s in @%s; diff needs the same names, types and shapes",
				i+1, paramText(p), a.Name, paramText(q), b.Name)
		}
	}
	ia, ib := names(Inputs(a)), names(Inputs(b))
	oa, ob := names(Outputs(a)), names(Outputs(b))
	if ia != ib || oa != ob {
		return fmt.Errorf("@%s loads %s and stores %s; @%s loads %s and stores %s: diff needs the same inputs and outputs", a.Name, ia, oa, b.Name, ib, ob)
	}
	return nil
}

func paramText(p *ir.Tensor) string {
	if p.Space == ir.Param {
		return "%" + p.Name + ": pred"
	}
	sh := make([]string, len(p.Shape))
	for i, n := range p.Shape {
		sh[i] = fmt.Sprint(n)
	}
	return fmt.Sprintf("%%%s: %s %s[%s]", p.Name, p.Space, p.Type, strings.Join(sh, ","))
}

func names(ts []*ir.Tensor) string {
	if len(ts) == 0 {
		return "nothing"
	}
	var ns []string
	for _, t := range ts {
		ns = append(ns, "%"+t.Name)
	}
	return strings.Join(ns, ", ")
}

// positions is the number of element positions one launch compares: the
// element count that every input and output shares.
func positions(k *ir.Kernel) (int64, error) {
	ins, outs := Inputs(k), Outputs(k)
	if len(outs) == 0 {
		return 0, fmt.Errorf("kernel @%s stores nothing: there is no output to compare", k.Name)
	}
	n := outs[0].Elems()
	for _, t := range append(ins, outs...) {
		if t.Elems() != n {
			return 0, fmt.Errorf("diff compares element by element: %%%s has %d elements, %%%s %d; give inputs and outputs the same element count",
				outs[0].Name, n, t.Name, t.Elems())
		}
	}
	return n, nil
}

// accumulator collects one output's comparison.
type accumulator struct {
	t      semantics.Type
	inT    semantics.Type // type of the inputs (classes)
	groups [16 * 16]group
}

type group struct {
	pairs, bit, val uint64
	widx            uint64
	w               *semantics.Witness
}

func (g *group) witness(idx uint64, in []uint64, a, b uint64) {
	if g.w == nil || idx < g.widx {
		g.widx = idx
		g.w = &semantics.Witness{In: append([]uint64(nil), in...), A: semantics.Exact(a), B: semantics.Exact(b)}
	}
}

func (x *accumulator) merge(y *accumulator) {
	for i := range x.groups {
		a, b := &x.groups[i], &y.groups[i]
		a.pairs += b.pairs
		a.bit += b.bit
		a.val += b.val
		if b.w != nil && (a.w == nil || b.widx < a.widx) {
			a.w, a.widx = b.w, b.widx
		}
	}
}

// classes returns the group classes of an input tuple.
func classes(t semantics.Type, in []uint64) (semantics.Class, semantics.Class) {
	switch len(in) {
	case 0:
		c := semantics.Classify(t, 0)
		return c, c
	case 1:
		c := semantics.Classify(t, in[0])
		return c, c
	}
	return semantics.Classify(t, in[0]), semantics.Classify(t, in[1])
}

func (x *accumulator) add(idx uint64, in []uint64, a, b uint64) {
	ca, cb := classes(x.inT, in)
	g := &x.groups[int(ca)*16+int(cb)]
	g.pairs++
	if a == b {
		return
	}
	g.bit++
	if !(isNaN(x.t, a) && isNaN(x.t, b)) {
		g.val++
	}
	g.witness(idx, in, a, b)
}

func isNaN(t semantics.Type, x uint64) bool {
	switch t {
	case semantics.F16, semantics.BF16, semantics.F32, semantics.F64:
		return semantics.IsNaN(t, x)
	case semantics.F16x2, semantics.BF16x2:
		l := t.Lane()
		return semantics.IsNaN(l, x&0xffff) && semantics.IsNaN(l, x>>16)
	}
	return false
}

// counts returns the counts as package semantics' exact integers.
func counts(pairs, bit, val uint64) semantics.Counts {
	u := func(x uint64) *big.Int { return new(big.Int).SetUint64(x) }
	return semantics.Counts{Pairs: u(pairs), BitwiseDiff: u(bit), ValueDiff: u(val), ANotInB: u(bit), BNotInA: u(bit)}
}

func (x *accumulator) report(a, b, method, note string, arity int) *semantics.Report {
	r := &semantics.Report{A: a, B: b, Type: x.t, Arity: arity, Method: method, Note: note}
	for _, ca := range semantics.Classes(x.inT) {
		for _, cb := range semantics.Classes(x.inT) {
			g := x.groups[int(ca)*16+int(cb)]
			if g.pairs == 0 {
				continue
			}
			r.Pairs += g.pairs
			r.BitwiseDiff += g.bit
			r.ValueDiff += g.val
			// Two concrete results: A allows what B does not exactly where
			// the bits differ.
			r.ANotInB += g.bit
			r.BNotInA += g.bit
			r.Groups = append(r.Groups, semantics.Group{ClassA: ca, ClassB: cb, Pairs: g.pairs, BitwiseDiff: g.bit,
				ValueDiff: g.val, ANotInB: g.bit, BNotInA: g.bit, Big: counts(g.pairs, g.bit, g.val), Witness: g.w})
		}
	}
	r.Big = counts(r.Pairs, r.BitwiseDiff, r.ValueDiff)
	return r
}

// Diff runs both sides on the same inputs and compares every output.
func Diff(a, b Side, o Options) (*Result, error) {
	if err := checkPair(a.Kernel, b.Kernel); err != nil {
		return nil, err
	}
	if o.Exhaustive {
		return exhaustive(a, b, o)
	}
	n, err := positions(a.Kernel)
	if err != nil {
		return nil, err
	}
	ins, outs := Inputs(a.Kernel), Outputs(a.Kernel)
	inT := semantics.U32
	if len(ins) > 0 {
		inT = SemType(ins[0].Type)
	}
	accs := make([]*accumulator, len(outs))
	for i, t := range outs {
		accs[i] = &accumulator{t: SemType(t.Type), inT: inT}
	}
	res := &Result{Method: "grid+random", Seed: o.Seed}
	base, err := NewArgs(a.Kernel)
	if err != nil {
		return nil, err
	}
	for i, p := range a.Kernel.Params {
		if p.Space == ir.Param {
			base.Args[i].Pred = o.Preds[p.Name]
		}
	}
	offsA := offsetsOf(a.Kernel)
	offsB := offsetsOf(b.Kernel)
	tuple := make([]uint64, len(ins))
	if o.Data != nil {
		res.Method = "inputs"
		argsA := o.Data.Clone()
		argsB, err := translate(argsA, a.Kernel, b.Kernel, offsA, offsB)
		if err != nil {
			return nil, err
		}
		if err := runBoth(a, b, argsA, argsB); err != nil {
			return nil, err
		}
		res.Launches = 1
		for p := int64(0); p < n; p++ {
			for j, t := range ins {
				tuple[j] = argsA.Get(argsA.Index(t), offsA[t][p])
			}
			compareAt(accs, outs, argsA, argsB, offsA, offsB, p, uint64(p), tuple)
		}
	} else {
		gen := newTuples(ins, o.Random, o.Seed)
		idx := uint64(0)
		for !gen.done() {
			argsA := base.Clone()
			var tuples [][]uint64
			for p := int64(0); p < n && !gen.done(); p++ {
				tu := gen.next()
				tuples = append(tuples, tu)
				for j, t := range ins {
					argsA.Put(argsA.Index(t), offsA[t][p], tu[j])
				}
			}
			argsB, err := translate(argsA, a.Kernel, b.Kernel, offsA, offsB)
			if err != nil {
				return nil, err
			}
			if err := runBoth(a, b, argsA, argsB); err != nil {
				return nil, err
			}
			res.Launches++
			for p, tu := range tuples {
				compareAt(accs, outs, argsA, argsB, offsA, offsB, int64(p), idx, tu)
				idx++
			}
		}
	}
	note := fmt.Sprintf("kernel @%s, %d launches of %d positions", a.Kernel.Name, res.Launches, n)
	if a.Kernel != b.Kernel && a.Kernel.Name != b.Kernel.Name {
		note = fmt.Sprintf("kernels @%s and @%s, %d launches of %d positions", a.Kernel.Name, b.Kernel.Name, res.Launches, n)
	}
	if res.Method == "grid+random" {
		note += fmt.Sprintf(", seed %#x", o.Seed)
	}
	note += "; groups by the classes of " + firstTwo(ins)
	for i, t := range outs {
		rep := accs[i].report(a.Label, b.Label, res.Method, note, len(ins))
		if res.Method == "grid+random" {
			rep.Seed, rep.Random = o.Seed, uint64(o.Random)
			rep.GridInputs = rep.Pairs - uint64(o.Random)
		}
		res.Outputs = append(res.Outputs, Output{Name: t.Name, Report: rep})
	}
	return res, nil
}

func firstTwo(ins []*ir.Tensor) string {
	switch len(ins) {
	case 0:
		return "no input"
	case 1:
		return "%" + ins[0].Name
	}
	return "%" + ins[0].Name + " and %" + ins[1].Name
}

func offsetsOf(k *ir.Kernel) map[*ir.Tensor][]int64 {
	m := map[*ir.Tensor][]int64{}
	for _, p := range k.Params {
		if p.Space == ir.Global {
			m[p] = Offsets(p)
		}
	}
	return m
}

// translate copies A's arguments into B's layouts by parameter name.
func translate(argsA *Args, ka, kb *ir.Kernel, offsA, offsB map[*ir.Tensor][]int64) (*Args, error) {
	if ka == kb {
		return argsA.Clone(), nil
	}
	argsB, err := NewArgs(kb)
	if err != nil {
		return nil, err
	}
	for i, p := range ka.Params {
		q := kb.Params[i]
		if p.Space != ir.Global {
			argsB.Args[i].Pred = argsA.Args[i].Pred
			continue
		}
		oa, ob := offsA[p], offsB[q]
		for e := range oa {
			argsB.Put(i, ob[e], argsA.Get(i, oa[e]))
		}
	}
	return argsB, nil
}

func runBoth(a, b Side, argsA, argsB *Args) error {
	if err := a.Run.Run(argsA.Args); err != nil {
		return fmt.Errorf("%s: %v", a.Label, err)
	}
	if err := b.Run.Run(argsB.Args); err != nil {
		return fmt.Errorf("%s: %v", b.Label, err)
	}
	return nil
}

func compareAt(accs []*accumulator, outs []*ir.Tensor, argsA, argsB *Args, offsA, offsB map[*ir.Tensor][]int64, p int64, idx uint64, tuple []uint64) {
	for i, t := range outs {
		j := argsA.Index(t)
		tb := argsB.K.Params[j]
		va := argsA.Get(j, offsA[t][p])
		vb := argsB.Get(j, offsB[tb][p])
		accs[i].add(idx, tuple, va, vb)
	}
}

// tuples enumerates the grid of special values of each input's type in
// every combination (when there are at most 2^20), then random bit
// patterns.
type tuples struct {
	grids  [][]uint64
	masks  []uint64
	gridN  uint64
	i      uint64
	random int
	rng    *rand.Rand
	cur    []uint64
}

const maxGridTuples = 1 << 20

func newTuples(ins []*ir.Tensor, random int, seed uint64) *tuples {
	g := &tuples{random: random, rng: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))}
	g.gridN = 1
	for _, t := range ins {
		st := SemType(t.Type)
		grid := semantics.Grid(st)
		g.grids = append(g.grids, grid)
		g.masks = append(g.masks, mask(t.Type.Bits()))
		g.gridN *= uint64(len(grid))
		if g.gridN > maxGridTuples {
			g.gridN = 0
		}
	}
	if len(ins) == 0 {
		g.gridN, g.random = 1, 0
	}
	g.cur = make([]uint64, len(ins))
	return g
}

func mask(bits int) uint64 {
	if bits >= 64 {
		return ^uint64(0)
	}
	return 1<<bits - 1
}

func (g *tuples) done() bool { return g.i >= g.gridN+uint64(g.random) }

func (g *tuples) next() []uint64 {
	tu := make([]uint64, len(g.cur))
	if g.i < g.gridN {
		r := g.i
		for j := len(g.grids) - 1; j >= 0; j-- {
			n := uint64(len(g.grids[j]))
			tu[j] = g.grids[j][r%n]
			r /= n
		}
	} else {
		for j := range tu {
			tu[j] = g.rng.Uint64() & g.masks[j]
		}
	}
	g.i++
	return tu
}
