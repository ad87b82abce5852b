package tilerun

import (
	"fmt"
	"runtime"
	"sync"

	"github.com/lowerc/lowerc/internal/vec"
	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/semantics"
	"github.com/lowerc/lowerc/verify"
	"github.com/lowerc/lowerc/verify/tv"
)

// An exhaustive sweep runs a widened copy of the kernel: every tensor gets
// two leading group axes (wideBlocks blocks × wideThreads threads) under
// scope grid, so that each thread of one launch runs the original
// single-thread kernel on its own slice, and one launch evaluates
// wideBlocks × wideThreads tuples (a whole row of a two-input sweep).
const (
	wideBlocks  = 64
	wideThreads = 1024
	wide        = wideBlocks * wideThreads
)

// A Maker returns the executor's code for kernel name of a verified module
// on a side's target (tv.Target.Kernel with the side's options).
type Maker func(m *ir.Module, name string) (tv.Kernel, error)

// checkWiden refuses what the widened kernel cannot express.
func checkWiden(k *ir.Kernel, ins []*ir.Tensor) error {
	if len(ins) == 0 || len(ins) > 2 {
		return fmt.Errorf("-exhaustive sweeps kernels with one or two 16-bit inputs; @%s loads %d", k.Name, len(ins))
	}
	for _, t := range ins {
		if t.Type.Bits() != 16 {
			return fmt.Errorf("-exhaustive sweeps 16-bit inputs; %%%s is %s", t.Name, t.Type)
		}
	}
	for _, op := range k.Body {
		a := op.Base().Attrs
		if a.Pred != nil {
			return fmt.Errorf("%s: -exhaustive runs one thread's code per input tuple and does not take guarded ops (pred = %%%s); run without -exhaustive", op.Base().Pos, a.Pred.Name)
		}
		if a.Scope != ir.Thread {
			return fmt.Errorf("%s: -exhaustive runs one thread's code per input tuple; this op runs at scope %s; run without -exhaustive", op.Base().Pos, a.Scope)
		}
	}
	return nil
}

// Widen returns a module holding kernel k widened to a launch of
// grid(blocks) block(threads) under scope grid (k must pass checkWiden:
// scope thread, no preds). Global tensors keep their layouts per thread,
// slices one after another.
func Widen(k *ir.Kernel, blocks, threads int) (*ir.Module, error) {
	w := &ir.Kernel{Name: k.Name, Grid: [3]int{blocks, 1, 1}, Block: [3]int{threads, 1, 1}}
	widen := func(t *ir.Tensor) *ir.Tensor {
		c := &ir.Tensor{Name: t.Name, Space: t.Space, Type: t.Type, Scope: ir.Grid}
		c.Shape = append([]int{blocks, threads}, t.Shape...)
		if t.Space == ir.Global {
			c.Scope = ir.Thread
			if t.Layout != nil {
				s := int(t.Size())
				c.Layout = append([]int{threads * s, s}, t.Layout...)
			}
		} else {
			c.Layout = t.Layout
		}
		return c
	}
	for _, p := range k.Params {
		w.Params = append(w.Params, widen(p))
	}
	for _, op := range k.Body {
		var c ir.Op
		switch o := op.(type) {
		case *ir.Alloc:
			x := *o
			x.Tensor = widen(o.Tensor)
			c = &x
		case *ir.Load:
			x := *o
			c = &x
		case *ir.Store:
			x := *o
			c = &x
		case *ir.Mov:
			x := *o
			c = &x
		case *ir.MinMax:
			x := *o
			c = &x
		case *ir.Apply:
			x := *o
			c = &x
		default:
			return nil, fmt.Errorf("%s: %s cannot be widened", op.Base().Pos, op.Name())
		}
		b := c.Base()
		b.Attrs.Scope = ir.Grid
		b.Doc, b.Trailing, b.Blank = nil, "", false
		w.Body = append(w.Body, c)
	}
	file := k.Pos.File + " (widened)"
	src := ir.Format(&ir.Module{File: file, Kernels: []*ir.Kernel{w}})
	m, err := ir.Parse(file, src)
	if err != nil {
		return nil, fmt.Errorf("widening @%s: %v", k.Name, err)
	}
	if errs := verify.Module(m, nil); len(errs) > 0 {
		return nil, fmt.Errorf("widening @%s: %v", k.Name, errs)
	}
	return m, nil
}

// widened is one side's widened kernel and where position 0 of each
// thread's slice is in every global tensor.
type widened struct {
	k    *ir.Kernel
	pos0 map[string][]int64 // by parameter name: offset of thread i's position 0
}

func newWidened(m *ir.Module) *widened {
	k := m.Kernels[0]
	w := &widened{k: k, pos0: map[string][]int64{}}
	for _, p := range k.Params {
		if p.Space != ir.Global {
			continue
		}
		st := p.Strides()
		offs := make([]int64, wide)
		for i := range offs {
			offs[i] = int64(i/wideThreads)*st[0] + int64(i%wideThreads)*st[1]
		}
		w.pos0[p.Name] = offs
	}
	return w
}

// exhaustive sweeps every combination of position 0's inputs.
func exhaustive(a, b Side, o Options) (*Result, error) {
	ins, outs := Inputs(a.Kernel), Outputs(a.Kernel)
	if len(outs) == 0 {
		return nil, fmt.Errorf("kernel @%s stores nothing: there is no output to compare", a.Kernel.Name)
	}
	var ws [2]*widened
	var mods [2]*ir.Module
	var tks [2]tv.TupleKernel
	tuples := true
	for i, s := range []Side{a, b} {
		if err := checkWiden(s.Kernel, Inputs(s.Kernel)); err != nil {
			return nil, err
		}
		tk, ok := s.Run.(tv.TupleKernel)
		tks[i] = tk
		tuples = tuples && ok
	}
	if !tuples {
		if a.Make == nil || b.Make == nil {
			return nil, fmt.Errorf("-exhaustive needs the executor's code for a widened kernel (Side.Make)")
		}
		for i, s := range []Side{a, b} {
			m, err := Widen(s.Kernel, wideBlocks, wideThreads)
			if err != nil {
				return nil, err
			}
			mods[i], ws[i] = m, newWidened(m)
		}
	}
	inT := SemType(ins[0].Type)
	var classTab [1 << 16]semantics.Class
	for x := range classTab {
		classTab[x] = semantics.Classify(inT, uint64(x))
	}
	rows := 1
	if len(ins) == 2 {
		rows = 1 << 16
	}
	rowIDs := make([]int, rows)
	for i := range rowIDs {
		rowIDs[i] = i
	}
	if o.rows != nil {
		rowIDs = o.rows
	}
	rows = len(rowIDs)
	workers := o.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = min(workers, rows)
	type work struct {
		accs []*accumulator
		err  error
	}
	results := make([]work, workers)
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			if tuples {
				results[w].accs, results[w].err = sweepTuples(a, b, tks, ins, outs, inT, classTab[:], rowIDs, w, workers, o)
				return
			}
			results[w].accs, results[w].err = sweepRows(a, b, mods, ws, ins, outs, inT, classTab[:], rowIDs, w, workers)
		}(w)
	}
	wg.Wait()
	for _, r := range results {
		if r.err != nil {
			return nil, r.err
		}
	}
	total := results[0].accs
	for _, r := range results[1:] {
		for i := range total {
			total[i].merge(r.accs[i])
		}
	}
	res := &Result{Method: "exhaustive", Launches: rows}
	what := "kernel @" + a.Kernel.Name
	if a.Kernel.Name != b.Kernel.Name {
		what = fmt.Sprintf("kernels @%s and @%s", a.Kernel.Name, b.Kernel.Name)
	}
	note := fmt.Sprintf("%s, position 0 of %s over all %d values each, %d launches of the kernel widened to grid(%d) block(%d)",
		what, names(ins), 1<<16, rows, wideBlocks, wideThreads)
	if tuples {
		note = fmt.Sprintf("%s, position 0 of %s over all %d values each, thread 0's code run once per tuple (%d × %d tuples)",
			what, names(ins), 1<<16, rows, 1<<16)
	}
	for i, t := range outs {
		res.Outputs = append(res.Outputs, Output{Name: t.Name, Report: total[i].report(a.Label, b.Label, res.Method, note, len(ins))})
	}
	return res, nil
}

// sweepRows runs rows w, w+workers, … on both sides: each row is one
// launch in which thread i gets (row, i) (two inputs) or i (one input).
func sweepRows(a, b Side, mods [2]*ir.Module, ws [2]*widened, ins, outs []*ir.Tensor, inT semantics.Type,
	classTab []semantics.Class, rowIDs []int, w, workers int) ([]*accumulator, error) {
	var runs [2]tv.Kernel
	var args [2]*Args
	for i, s := range []Side{a, b} {
		k, err := s.Make(mods[i], mods[i].Kernels[0].Name)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", s.Label, err)
		}
		runs[i] = k
		if args[i], err = NewArgs(mods[i].Kernels[0]); err != nil {
			return nil, err
		}
	}
	accs := make([]*accumulator, len(outs))
	for i, t := range outs {
		accs[i] = &accumulator{t: SemType(t.Type), inT: inT}
	}
	ra := make([][]uint64, len(outs))
	rb := make([][]uint64, len(outs))
	for i := range outs {
		ra[i], rb[i] = make([]uint64, wide), make([]uint64, wide)
	}
	tuple := make([]uint64, len(ins))
	n := wide
	if len(ins) == 1 {
		n = 1 << 16
	}
	counts := classCounts(classTab[:n])
	for ri := w; ri < len(rowIDs); ri += workers {
		r := rowIDs[ri]
		for s := range runs {
			ka := args[s]
			for i := range ka.Args {
				clear(ka.Args[i].Mem)
			}
			for j, t := range ins {
				pi := ka.Index(ka.K.Param(t.Name))
				offs := ws[s].pos0[t.Name]
				for i := 0; i < n; i++ {
					v := uint64(i)
					if len(ins) == 2 && j == 0 {
						v = uint64(r)
					}
					ka.Put(pi, offs[i], v)
				}
			}
			if err := runs[s].Run(ka.Args); err != nil {
				return nil, fmt.Errorf("%s: %v", []Side{a, b}[s].Label, err)
			}
			dst := ra
			if s == 1 {
				dst = rb
			}
			for oi, t := range outs {
				pi := ka.Index(ka.K.Param(t.Name))
				offs := ws[s].pos0[t.Name]
				for i := 0; i < n; i++ {
					dst[oi][i] = ka.Get(pi, offs[i])
				}
			}
		}
		in := make([][]uint64, len(ins))
		for i, acc := range accs {
			tally(acc, classTab, counts, in, ra[i][:n], rb[i][:n], mask(outs[i].Type.Bits()), tuple, uint64(r))
		}
	}
	return accs, nil
}

// tally adds one row of results: the first input is fixed (two inputs) or
// the row is the whole sweep (one input). Every pair of the row counts in
// its group (the second input's class, classTab[i], and the row's or the
// same one): those counts are the row's class histogram, added per class
// (counts, of classTab[:len(ra)]); only the pairs whose results differ are
// looked at one by one.
func tally(acc *accumulator, classTab []semantics.Class, counts *[16]uint64, in [][]uint64, ra, rb []uint64, m uint64, tuple []uint64, row uint64) {
	tallyPairs(acc, classTab, counts, len(in) == 2, row)
	tallyDiffs(acc, classTab, len(in) == 2, ra, rb, m, tuple, row, 0)
}

// tallyPairs counts a row's pairs in their groups.
func tallyPairs(acc *accumulator, classTab []semantics.Class, counts *[16]uint64, two bool, row uint64) {
	ca := classTab[row]
	for cb, k := range counts {
		c1 := cb
		if two {
			c1 = int(ca)
		}
		acc.groups[c1*16+cb].pairs += k
	}
}

// tallyDiffs adds the differences of pairs lo … lo+len(ra)-1 of a row.
func tallyDiffs(acc *accumulator, classTab []semantics.Class, two bool, ra, rb []uint64, m uint64, tuple []uint64, row uint64, lo int) {
	var ca semantics.Class
	if two {
		ca = classTab[row]
	}
	rb = rb[:len(ra)]
	for j := 0; j < len(ra); j++ {
		// most of a row agrees: skip to the next result that differs
		// in any bit (where this one does not: differences come in
		// runs), then look at it under m
		if ra[j] == rb[j] {
			if j = vec.NextDiff(ra, rb, j); j >= len(ra) {
				break
			}
		}
		if (ra[j]^rb[j])&m == 0 {
			continue
		}
		i := lo + j
		x, y := ra[j]&m, rb[j]&m
		cb := classTab[i]
		c1 := cb
		if two {
			c1 = ca
		}
		g := &acc.groups[int(c1)*16+int(cb)]
		g.bit++
		if !(isNaN(acc.t, x) && isNaN(acc.t, y)) {
			g.val++
		}
		idx := uint64(i)
		if two {
			idx = row<<16 | uint64(i)
		}
		if g.w == nil || idx < g.widx {
			if two {
				tuple[0], tuple[1] = row, uint64(i)
			} else {
				tuple[0] = uint64(i)
			}
			g.witness(idx, tuple, x, y)
		}
	}
}

// tallyRuns is tallyDiffs for a part whose results both sides gave as
// runs (tv.Runs, len(ra) executions): where a run of each side overlap
// and both give every execution there the same value under m (the same
// mask and or), the pairs agree and nothing is written; the other
// overlaps are written out into ra and rb and tallied.
func tallyRuns(acc *accumulator, classTab []semantics.Class, two bool, a, b *tv.Runs, ra, rb []uint64, m uint64, tuple []uint64, row uint64, lo int) {
	ka, kb := semantics.FindRun16(a.Runs, a.Y), semantics.FindRun16(b.Runs, b.Y)
	for j := 0; j < len(ra); {
		qa, qb := &a.Runs[ka], &b.Runs[kb]
		ya, yb := a.Y+uint32(j), b.Y+uint32(j)
		e := min(len(ra), j+int(qa.Hi-ya), j+int(qb.Hi-yb))
		ma, oa := uint64(qa.Mask)&a.Mask&m, (uint64(qa.Or)|a.Or)&a.Mask&m
		mb, ob := uint64(qb.Mask)&b.Mask&m, (uint64(qb.Or)|b.Or)&b.Mask&m
		if ma != mb || oa != ob {
			a.Fill(ra[j:e], j)
			b.Fill(rb[j:e], j)
			tallyDiffs(acc, classTab, two, ra[j:e], rb[j:e], m, tuple, row, lo+j)
		}
		if a.Y+uint32(e) == qa.Hi {
			ka++
		}
		if b.Y+uint32(e) == qb.Hi {
			kb++
		}
		j = e
	}
}

// classCounts is the histogram of classes of tab.
func classCounts(tab []semantics.Class) *[16]uint64 {
	var c [16]uint64
	for _, x := range tab {
		c[x]++
	}
	return &c
}

// tuplePart is how many tuples of a row one RunTuples covers: the whole
// row. The executors hand a min/max result on the row's sequence back as
// runs (tv.Runs), so no column of values is written per tuple, and the
// per-call costs that parts of 16,384 paid were 13 % of the sweep's
// instructions (a part 16 KiB of columns kept the cache when the results
// were written out).
const tuplePart = 1 << 16

// sweepTuples is sweepRows through the executors' own per-tuple mode
// (tv.TupleKernel): each row is run as RunTuples of the original kernel per
// side on tuplePart tuples at a time, position 0's inputs in columns. An
// error is the one a run of the whole row (65,536 executions) reports
// (an executor's error names the execution by its index in the run).
func sweepTuples(a, b Side, tks [2]tv.TupleKernel, ins, outs []*ir.Tensor, inT semantics.Type,
	classTab []semantics.Class, rowIDs []int, w, workers int, o Options) ([]*accumulator, error) {
	const n = 1 << 16
	part := tuplePart
	if o.part > 0 {
		part = o.part
	}
	var base [2]*Args
	var inCols, outCols [2][]tv.Column
	iota := make([]uint64, n)
	for i := range iota {
		iota[i] = uint64(i)
	}
	two := len(ins) == 2
	rowVals := make([]uint64, 1)
	res := [2][][]uint64{make([][]uint64, len(outs)), make([][]uint64, len(outs))}
	runs := [2][]tv.Runs{make([]tv.Runs, len(outs)), make([]tv.Runs, len(outs))}
	for s, side := range []Side{a, b} {
		k := side.Kernel
		args, err := NewArgs(k)
		if err != nil {
			return nil, err
		}
		base[s] = args
		for _, t := range ins {
			p := k.Param(t.Name)
			inCols[s] = append(inCols[s], tv.Column{Param: args.Index(p), Elem: pos0(p)})
		}
		for oi, t := range outs {
			p := k.Param(t.Name)
			res[s][oi] = make([]uint64, part)
			outCols[s] = append(outCols[s], tv.Column{Param: args.Index(p), Elem: pos0(p), Vals: res[s][oi], Runs: &runs[s][oi]})
		}
	}
	accs := make([]*accumulator, len(outs))
	for i, t := range outs {
		accs[i] = &accumulator{t: SemType(t.Type), inT: inT}
	}
	tuple := make([]uint64, len(ins))
	counts := classCounts(classTab[:n])
	for ri := w; ri < len(rowIDs); ri += workers {
		r := rowIDs[ri]
		for i := range rowVals {
			rowVals[i] = uint64(r)
		}
		for _, acc := range accs {
			tallyPairs(acc, classTab, counts, two, uint64(r))
		}
		for lo := 0; lo < n; lo += part {
			for s, side := range []Side{a, b} {
				for j := range inCols[s] {
					// the second input (the only one) as a sequence, the
					// row's first input as one value
					inCols[s][j].Vals, inCols[s][j].Form = iota[lo:lo+1], tv.Sequence
					if two && j == 0 {
						inCols[s][j].Vals, inCols[s][j].Form = rowVals, tv.Uniform
					}
				}
				if err := tks[s].RunTuples(base[s].Args, part, inCols[s], outCols[s]); err != nil {
					return nil, fmt.Errorf("%s: %v", side.Label, rowError(tks[s], base[s], inCols[s], outCols[s], two, r, err))
				}
			}
			for i, acc := range accs {
				ra, rb, m := res[0][i], res[1][i], mask(outs[i].Type.Bits())
				qa, qb := &runs[0][i], &runs[1][i]
				switch {
				case qa.Runs != nil && qb.Runs != nil:
					tallyRuns(acc, classTab, two, qa, qb, ra, rb, m, tuple, uint64(r), lo)
					continue
				case qa.Runs != nil:
					qa.Fill(ra, 0)
				case qb.Runs != nil:
					qb.Fill(rb, 0)
				}
				tallyDiffs(acc, classTab, two, ra, rb, m, tuple, uint64(r), lo)
			}
		}
	}
	return accs, nil
}

// rowError is the error of running row r whole (65,536 executions; the
// columns' parameters and elements those of ins and outs), or err if that
// run succeeds.
func rowError(tk tv.TupleKernel, base *Args, ins, outs []tv.Column, two bool, r int, err error) error {
	const n = 1 << 16
	full := func(cs []tv.Column, vals func(j int) []uint64) []tv.Column {
		out := make([]tv.Column, len(cs))
		for j, c := range cs {
			out[j] = tv.Column{Param: c.Param, Elem: c.Elem, Vals: vals(j)}
		}
		return out
	}
	fi := full(ins, func(j int) []uint64 {
		v := make([]uint64, n)
		for i := range v {
			v[i] = uint64(i)
			if two && j == 0 {
				v[i] = uint64(r)
			}
		}
		return v
	})
	fo := full(outs, func(int) []uint64 { return make([]uint64, n) })
	if e := tk.RunTuples(base.Args, n, fi, fo); e != nil {
		return e
	}
	return err
}

// pos0 is the element offset of logical index 0 of global tensor t.
func pos0(t *ir.Tensor) int64 {
	for off := range t.Offsets() {
		return off
	}
	return 0
}
