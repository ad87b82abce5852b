package tilerun

import (
	"fmt"
	"runtime"
	"strings"
	"sync"

	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/semantics"
	"github.com/lowerc/lowerc/verify/tv"
)

// batch is the number of tuples one data-path evaluation carries: one row
// of a 16-bit sweep (the first input fixed, the second over all values).
const batch = 1 << 16

// opFuncs matches each min/max op and atom of k with the executor's code
// for it: the case whose Where starts with the op's position.
func opFuncs(s Side) (map[ir.Op]tv.Func, error) {
	fs := map[ir.Op]tv.Func{}
	for _, op := range s.Kernel.Body {
		switch op.(type) {
		case *ir.MinMax, *ir.Apply:
		default:
			continue
		}
		prefix := op.Base().Pos.String() + " "
		var found []tv.Func
		for _, c := range s.Cases {
			if strings.HasPrefix(c.Where, prefix) {
				found = append(found, c.Func)
			}
		}
		if len(found) != 1 {
			return nil, fmt.Errorf("%s: %s: the executor gave %d pieces of code for %s; -exhaustive needs exactly one", s.Label, op.Base().Pos, len(found), ir.Describe(op))
		}
		fs[op] = found[0]
	}
	return fs, nil
}

// checkPath refuses what the data-path sweep cannot follow.
func checkPath(k *ir.Kernel, ins []*ir.Tensor) error {
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
			return fmt.Errorf("%s: -exhaustive follows one position's data path and does not take guarded ops (pred = %%%s); run without -exhaustive", op.Base().Pos, a.Pred.Name)
		}
		if a.Scope != ir.Thread {
			return fmt.Errorf("%s: -exhaustive follows one thread's data path; this op runs at scope %s; run without -exhaustive", op.Base().Pos, a.Scope)
		}
	}
	return nil
}

// path evaluates one kernel's data path on a block of tuples.
type path struct {
	k     *ir.Kernel
	funcs map[ir.Op]tv.Func
	offs  map[*ir.Tensor][]int64
	ins   []*ir.Tensor
	outs  []*ir.Tensor
	bufs  map[[2]int64][]uint64 // (op index, repeat) → its result vector
	konst map[uint64][]uint64
	zeros []uint64
}

func newPath(s Side, funcs map[ir.Op]tv.Func) *path {
	return &path{k: s.Kernel, funcs: funcs, offs: offsetsOf(s.Kernel), ins: Inputs(s.Kernel), outs: Outputs(s.Kernel),
		bufs: map[[2]int64][]uint64{}, konst: map[uint64][]uint64{}, zeros: make([]uint64, batch)}
}

func (p *path) buf(op, rep int64) []uint64 {
	k := [2]int64{op, rep}
	b, ok := p.bufs[k]
	if !ok {
		b = make([]uint64, batch)
		p.bufs[k] = b
	}
	return b
}

func (p *path) scalar(bits uint64) []uint64 {
	v, ok := p.konst[bits]
	if !ok {
		v = make([]uint64, batch)
		for i := range v {
			v[i] = bits
		}
		p.konst[bits] = v
	}
	return v
}

// run evaluates the kernel with in[j] at position 0 of input j (every
// other element zero) and returns each output's position-0 vector.
func (p *path) run(in [][]uint64, n int) ([][]uint64, error) {
	mem := map[*ir.Tensor]map[int64][]uint64{}
	for j, t := range p.ins {
		mem[t] = map[int64][]uint64{p.offs[t][0]: in[j]}
	}
	regs := map[*ir.Tensor]map[int64][]uint64{}
	read := func(s ir.Slot) []uint64 {
		if s.IsScalar() {
			return p.scalar(s.Scalar.Bits)
		}
		var v []uint64
		if s.Tensor.Space == ir.Global {
			v = mem[s.Tensor][s.Index]
		} else {
			v = regs[s.Tensor][s.Index]
		}
		if v == nil {
			return p.zeros
		}
		return v
	}
	write := func(s ir.Slot, v []uint64) {
		m := regs
		if s.Tensor.Space == ir.Global {
			m = mem
		}
		if m[s.Tensor] == nil {
			m[s.Tensor] = map[int64][]uint64{}
		}
		m[s.Tensor][s.Index] = v
	}
	for oi, op := range p.k.Body {
		f := p.funcs[op]
		for inst := range ir.Expand(op) {
			if f == nil { // load, store, mov: the bits move
				write(inst.Dst, read(inst.Sources()[0]))
				continue
			}
			srcs := make([][]uint64, inst.NSrc)
			for i, s := range inst.Sources() {
				srcs[i] = read(s)[:n]
			}
			out := p.buf(int64(oi), inst.Repeat)[:n]
			if err := f.Run(srcs, out); err != nil {
				return nil, fmt.Errorf("%s: %v", op.Base().Pos, err)
			}
			write(inst.Dst, out)
		}
	}
	res := make([][]uint64, len(p.outs))
	for i, t := range p.outs {
		v := mem[t][p.offs[t][0]]
		if v == nil {
			v = p.zeros
		}
		res[i] = v[:n]
	}
	return res, nil
}

// exhaustive sweeps every combination of position 0's inputs.
func exhaustive(a, b Side, o Options) (*Result, error) {
	ins, outs := Inputs(a.Kernel), Outputs(a.Kernel)
	if len(outs) == 0 {
		return nil, fmt.Errorf("kernel @%s stores nothing: there is no output to compare", a.Kernel.Name)
	}
	if err := checkPath(a.Kernel, ins); err != nil {
		return nil, err
	}
	if err := checkPath(b.Kernel, Inputs(b.Kernel)); err != nil {
		return nil, err
	}
	fa, err := opFuncs(a)
	if err != nil {
		return nil, err
	}
	fb, err := opFuncs(b)
	if err != nil {
		return nil, err
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
	if o.rows > 0 {
		rows = min(rows, o.rows)
	}
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
			pa, pb := newPath(a, fa), newPath(b, fb)
			accs := make([]*accumulator, len(outs))
			for i, t := range outs {
				accs[i] = &accumulator{t: SemType(t.Type), inT: inT}
			}
			iota := make([]uint64, batch)
			for i := range iota {
				iota[i] = uint64(i)
			}
			row := make([]uint64, batch)
			tuple := make([]uint64, len(ins))
			for r := w; r < rows; r += workers {
				var in [][]uint64
				if len(ins) == 2 {
					for i := range row {
						row[i] = uint64(r)
					}
					in = [][]uint64{row, iota}
				} else {
					in = [][]uint64{iota}
				}
				ra, err := pa.run(in, batch)
				if err == nil {
					var rb [][]uint64
					rb, err = pb.run(in, batch)
					if err == nil {
						for i, acc := range accs {
							m := mask(outs[i].Type.Bits())
							tally(acc, classTab[:], in, ra[i], rb[i], m, tuple, uint64(r))
						}
					}
				}
				if err != nil {
					results[w].err = err
					return
				}
			}
			results[w].accs = accs
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
	res := &Result{Method: "exhaustive"}
	note := fmt.Sprintf("kernel @%s, position 0 of %s over all %d values each; the data path runs each op's code", a.Kernel.Name, names(ins), 1<<16)
	if a.Kernel.Name != b.Kernel.Name {
		note = fmt.Sprintf("kernels @%s and @%s, position 0 of %s over all %d values each; the data path runs each op's code", a.Kernel.Name, b.Kernel.Name, names(ins), 1<<16)
	}
	for i, t := range outs {
		res.Outputs = append(res.Outputs, Output{Name: t.Name, Report: total[i].report(a.Label, b.Label, res.Method, note, len(ins))})
	}
	return res, nil
}

// tally adds one row of results: the first input is fixed (two inputs) or
// the row is the whole sweep (one input).
func tally(acc *accumulator, classTab []semantics.Class, in [][]uint64, ra, rb []uint64, m uint64, tuple []uint64, row uint64) {
	two := len(in) == 2
	var ca semantics.Class
	if two {
		ca = classTab[row]
	}
	for i := range ra {
		x, y := ra[i]&m, rb[i]&m
		cb := classTab[i]
		c1 := cb
		if two {
			c1 = ca
		}
		g := &acc.groups[int(c1)*16+int(cb)]
		g.pairs++
		if x == y {
			continue
		}
		g.bit++
		if !(isNaN(acc.t, x) && isNaN(acc.t, y)) {
			g.val++
		}
		idx := uint64(i)
		if two {
			idx = row<<16 | uint64(i)
			tuple[0], tuple[1] = row, uint64(i)
		} else {
			tuple[0] = uint64(i)
		}
		if g.w == nil || idx < g.widx {
			g.witness(idx, tuple, x, y)
		}
	}
}
