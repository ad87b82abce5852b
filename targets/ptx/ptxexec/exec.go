package ptxexec

import (
	"errors"
	"fmt"
	"sync"
	"unsafe"

	"github.com/lowerc/lowerc/internal/vec"
	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/semantics"
	"github.com/lowerc/lowerc/verify/tv"
)

// block is the number of executions one pass of an instruction covers;
// tupleBlock in RunTuples, whose registers are mostly one value (uniLane0),
// a sequence lent from vec.Iota16 or runs (lz), so that a pass over the
// program, whose cost is per instruction and not per execution, covers
// sixteen times as many.
const (
	block      = 1024
	tupleBlock = 16384
)

// A machine holds the registers of one block of executions.
type machine struct {
	p    *program
	bs   int // executions per block: block or tupleBlock
	n    int // executions in this block
	lo   int // index of the block's first execution in the whole run
	regs [][]uint64
	// lent[r]: regs[r] is, for this block, a caller's input vector that
	// ld.param found already within the register's width (read only: the
	// first write takes the machine's own vector back, own[r]); every block
	// starts and release ends with none lent
	lent []bool
	own  [][]uint64
	// lentMem[r]: regs[r] is lent from global memory (a column of
	// RunKernel's or RunTuples' memory); memLent: some register may be
	lentMem []bool
	memLent bool
	// seq[r]: regs[r] holds v0, v0+1, … for this block (v0 = regs[r][0]),
	// 16-bit values: lent from a tv.Sequence column; any write clears it
	seq []bool
	// uniLoad: the running load gave its destination one value, in lane
	// 0 (a tv.Uniform column): exec makes it uniLane0. src0Uni: source 0
	// of the running instruction (one with inst.uni0) is uniLane0 and not
	// broadcast: only lane 0 of it holds the value.
	uniLoad, src0Uni bool
	// lz[r]: regs[r] is a min/max result on a sequence not yet written
	// out (lane i: the row's result lzRuns[r] for lzY[r]+i): exec1 writes
	// it out before an instruction reads it, except for the value of a
	// st.global (inst.lazy1), which keeps the runs as its column's
	// (tv.TupleMem.StoreRuns) or writes them into it
	lz     []bool
	lzRuns [][]semantics.Run16
	lzY    []uint32
	state  []uint8 // per register: undefined, defined, partly defined
	parts  [][]bool
	consts [][]uint64
	tmp    [][]uint64
	srcv   [][]uint64
	dstv   [][]uint64

	rows    []rowTable
	params  [][]uint64 // per input param: value per execution (this block)
	rets    [][]uint64 // per return param
	retWide bool       // a store to a return param this block may have set bits above its size
	mem     memory
	special func(name string, lane int) uint64

	// uni, when not nil (runBlocksUni), says per register whether its
	// value is the same in every execution of the block: an instruction
	// whose sources all are runs once (lane 0) and its destinations are
	// uniform too, with only lane 0 written (uniLane0) until a
	// per-execution instruction reads them and they are broadcast.
	uni []uint8
	// addrUni: the running global load or store has a uniform address,
	// written in lane 0 only.
	addrUni bool
	uniBuf  []uint8 // uni's storage, one per register

	// storage kept from run to run: the params' slice headers (params), the
	// uniform params' vectors (uvec[k] holds uval[k] in every lane where
	// uset[k]), RunKernel's memory and addresses
	pbuf   [][]uint64
	uvec   [][]uint64
	uval   []uint64
	uset   []bool
	kmem   private
	kaddrs []uint64
	// fitBytes > 0: every value of the inputs (RunKernel's buffers, Run's
	// params) is known to fit that many bytes (tv.FitFunc), so an access of
	// as many bytes lends them without checking
	fitBytes  int
	fitParams bool // Run's inputs fit their params

	// guard is the running instruction's guard predicate per execution
	// (nil: unguarded), gneg its negation: memory accesses and return
	// stores skip the executions it turns off (see off).
	guard []uint64
	gneg  bool

	// general control flow (cfg.go): per execution, its basic block and
	// the backward branches it took; warp > 0: the executions are the
	// threads of a launch with blocks of warp threads (bra.uni is checked
	// per warp of 32)
	pc, back, cnt []int32
	warp          int
}

const (
	varying uint8 = iota
	uniLane0
	uniAll
)

// off reports whether the running instruction's guard turns execution i
// off (PTX ISA §9.3 "Predicated Execution": a guarded instruction does
// nothing where its guard is false; a store then writes nothing).
func (x *machine) off(i int) bool { return x.guard != nil && (x.guard[i] != 0) == x.gneg }

// A rowTable holds a 16-bit min/max model's results for one first input.
type rowTable struct {
	a     uint16
	valid bool
	tab   []uint16
	// runs: the row as the model's runs (a one-lane form looks the
	// second input up in them instead of writing the table out)
	runsA     uint16
	runsValid bool
	runs      []semantics.Run16
}

// row returns the results of m for (a, b), every b, cached in slot id.
func (x *machine) row(m *semantics.Model, t semantics.Type, id int, a uint16) []uint16 {
	r := &x.rows[id]
	if r.valid && r.a == a {
		return r.tab
	}
	if r.tab == nil {
		r.tab = make([]uint16, 1<<16)
	}
	m.Row16(t, a, r.tab) // compile probed that it works for this model
	r.a, r.valid = a, true
	return r.tab
}

// rowRuns returns the runs of m's row for the first input a, cached in
// slot id (semantics.Model.Runs16).
func (x *machine) rowRuns(m *semantics.Model, t semantics.Type, id int, a uint16) []semantics.Run16 {
	r := &x.rows[id]
	if r.runsValid && r.runsA == a {
		return r.runs
	}
	r.runs, _ = m.Runs16(t, a, r.runs[:0]) // compile probed that it works for this model
	r.runsA, r.runsValid = a, true
	return r.runs
}

const (
	undef uint8 = iota
	defined
	partial
)

func newMachine(p *program, bs int) *machine {
	x := &machine{p: p, bs: bs}
	x.regs = make([][]uint64, len(p.regs)) // allocated on first write
	x.state = make([]uint8, len(p.regs))
	x.lent = make([]bool, len(p.regs))
	x.lentMem = make([]bool, len(p.regs))
	x.seq = make([]bool, len(p.regs))
	x.lz = make([]bool, len(p.regs))
	x.lzRuns = make([][]semantics.Run16, len(p.regs))
	x.lzY = make([]uint32, len(p.regs))
	x.own = make([][]uint64, len(p.regs))
	x.rows = make([]rowTable, p.nrows)
	x.parts = make([][]bool, len(p.regs))
	x.consts = make([][]uint64, len(p.consts))
	for i, v := range p.consts {
		c := make([]uint64, bs)
		for j := range c {
			c[j] = v
		}
		x.consts[i] = c
	}
	x.tmp = make([][]uint64, 4)
	for i := range x.tmp {
		x.tmp[i] = make([]uint64, bs)
	}
	x.rets = make([][]uint64, len(p.f.Rets))
	for i := range x.rets {
		x.rets[i] = make([]uint64, bs)
	}
	x.uniBuf = make([]uint8, len(p.regs))
	np := len(p.f.Params)
	x.pbuf = make([][]uint64, np)
	x.uvec = make([][]uint64, np)
	for i := range x.uvec {
		x.uvec[i] = make([]uint64, bs)
	}
	x.uval = make([]uint64, np)
	x.uset = make([]bool, np)
	return x
}

// A RunError is an error of one execution: the instruction and the index of
// the input tuple or thread.
type RunError struct {
	Pos  ir.Pos
	Op   string
	Exec int
	Msg  string
}

func (e *RunError) Error() string {
	return fmt.Sprintf("%s: %s (execution %d): %s", e.Pos, e.Op, e.Exec, e.Msg)
}

func (x *machine) errorf(in *inst, lane int, format string, args ...any) error {
	return &RunError{Pos: in.pos, Op: in.op, Exec: x.lo + lane, Msg: fmt.Sprintf(format, args...)}
}

func (x *machine) param(k int) []uint64 { return x.params[k][:x.n] }

func (x *machine) storeRet(k int, sh uint, mask uint64, v []uint64, in *inst) error {
	r := x.rets[k][:x.n]
	if sh == 0 && mask == maskOf(8*x.p.f.Rets[k].Size) && x.guard == nil {
		v = v[:len(r)]
		for i, w := range v {
			r[i] = w & mask
		}
		return nil
	}
	x.retWide = true
	for i := range r {
		if x.off(i) {
			continue
		}
		r[i] = r[i]&^(mask<<sh) | (v[i]&mask)<<sh
	}
	return nil
}

// run executes the program over the current block.
func (x *machine) run() error {
	n := x.n
	x.unlend()
	for i := range x.state {
		x.state[i] = undef
		if x.uni != nil {
			x.uni[i] = varying
		}
		if x.p.regs[i].special {
			x.state[i] = defined
			r := x.reg(int32(i))[:n]
			if x.uni != nil {
				r = r[:1]
				x.uni[i] = uniLane0
			}
			name := x.p.regs[i].name
			for j := range r {
				r[j] = x.special(name, x.lo+j)
			}
		}
	}
	for i := range x.rets {
		clear(x.rets[i][:n])
	}
	x.retWide = false
	if x.p.cfg != nil {
		return x.runCFG()
	}
	for _, in := range x.p.insts {
		if err := x.exec(in); err != nil {
			return err
		}
	}
	return nil
}

// reg returns register r's vector, allocating it on first use.
func (x *machine) reg(r int32) []uint64 {
	x.seq[r], x.lz[r] = false, false
	if x.lent[r] {
		// a write to a lent register: back to the machine's own vector,
		// with the lent values (a guarded write keeps the lanes it skips)
		o := x.own[r]
		copy(o, x.regs[r])
		x.regs[r], x.lent[r] = o, false
	}
	if x.regs[r] == nil {
		x.regs[r] = make([]uint64, x.bs)
	}
	return x.regs[r]
}

func (x *machine) vec(s src) []uint64 {
	if s.reg < 0 {
		return x.consts[s.konst][:x.n]
	}
	return x.regs[s.reg][:x.n]
}

func (x *machine) exec(in *inst) error {
	if x.uni == nil {
		return x.exec1(in)
	}
	u := !in.memory && in.guard < 0
	for _, s := range in.src {
		if s.reg >= 0 && x.uni[s.reg] == varying {
			u = false
		}
	}
	if u {
		n := x.n
		x.n = 1
		err := x.exec1(in)
		x.n = n
		for _, d := range in.dst {
			x.uni[d] = uniLane0
		}
		return err
	}
	bc := func(r int32) {
		if x.uni[r] == uniLane0 && x.regs[r] != nil {
			v := x.regs[r][:x.n]
			for i := 1; i < len(v); i++ {
				v[i] = v[0]
			}
			x.uni[r] = uniAll
		}
	}
	if in.guard >= 0 {
		bc(in.guard)
		for _, d := range in.dst { // lanes the guard holds off keep their values
			bc(d)
		}
	}
	for k, s := range in.src {
		if s.reg < 0 {
			continue
		}
		if k == 0 && in.uni0 && x.uni[s.reg] == uniLane0 {
			x.src0Uni = true // the instruction reads lane 0 only
			continue
		}
		if k == 0 && in.global && x.uni[s.reg] == uniLane0 && x.columns() {
			// The address of a global load or store: tuple memory and
			// private memory read lane 0 of a uniform one (x.addrUni).
			x.addrUni = true
			continue
		}
		bc(s.reg)
	}
	err := x.exec1(in)
	x.addrUni, x.src0Uni = false, false
	for _, d := range in.dst {
		x.uni[d] = varying
	}
	if x.uniLoad {
		x.uni[in.dst[0]] = uniLane0
		x.uniLoad = false
	}
	return err
}

// columns reports whether the machine's memory moves whole columns at a
// uniform address (x.addrUni): RunTuples' and RunKernel's.
func (x *machine) columns() bool {
	switch x.mem.(type) {
	case *tupleMem, *private:
		return true
	}
	return false
}

// exec1 runs one instruction over the block's executions.
func (x *machine) exec1(in *inst) error {
	n := x.n
	var guard []uint64
	if in.guard >= 0 {
		if err := x.checkRead(in, in.guard, nil, false); err != nil {
			return err
		}
		x.materialize(in.guard)
		guard = x.regs[in.guard][:n]
	}
	x.srcv = x.srcv[:0]
	for k, s := range in.src {
		if s.reg >= 0 {
			if err := x.checkRead(in, s.reg, guard, in.gneg); err != nil {
				return err
			}
		}
		if s.reg >= 0 && x.lz[s.reg] && !(k == 1 && in.lazy1) {
			x.materialize(s.reg)
		}
		x.srcv = append(x.srcv, x.vec(s))
	}
	x.dstv = x.dstv[:0]
	for k, d := range in.dst {
		if guard != nil {
			x.dstv = append(x.dstv, x.tmp[k][:n])
		} else {
			x.dstv = append(x.dstv, x.reg(d)[:n])
		}
	}
	x.guard, x.gneg = guard, in.gneg
	err := in.run(x, x.dstv, x.srcv)
	x.guard = nil
	if err != nil {
		return err
	}
	for k, d := range in.dst {
		if guard == nil {
			x.state[d] = defined
			continue
		}
		x.materialize(d) // the lanes the guard holds off
		r, t := x.reg(d)[:n], x.tmp[k][:n]
		var on []bool
		if x.state[d] != defined {
			if x.parts[d] == nil {
				x.parts[d] = make([]bool, x.bs)
			}
			if x.state[d] == undef {
				clear(x.parts[d])
			}
			on = x.parts[d][:n]
		}
		all := true
		for i := range r {
			if (guard[i] != 0) != in.gneg {
				r[i] = t[i]
				if len(on) > 0 {
					on[i] = true
				}
			}
			if len(on) > 0 && !on[i] {
				all = false
			}
		}
		if x.state[d] != defined {
			if all {
				x.state[d] = defined
			} else {
				x.state[d] = partial
			}
		}
	}
	return nil
}

// checkRead fails when register r is not defined in an execution that
// reads it (every execution, or those the guard lets through).
func (x *machine) checkRead(in *inst, r int32, guard []uint64, neg bool) error {
	switch x.state[r] {
	case defined:
		return nil
	case undef:
		for i := range x.n { // the first execution that reads it
			if guard == nil || (guard[i] != 0) != neg {
				return x.errorf(in, i, "reads %s, which is not defined", x.p.regs[r].name)
			}
		}
		x.reg(r) // no execution reads it: a vector for the lanes held off
		return nil
	}
	on := x.parts[r][:x.n]
	for i, ok := range on {
		if !ok && (guard == nil || (guard[i] != 0) != neg) {
			return x.errorf(in, i, "reads %s, which only a guarded instruction wrote and not in this execution", x.p.regs[r].name)
		}
	}
	return nil
}

// A memory holds global memory for ld/st.global.
type memory interface {
	load(lane int, addr uint64, n int) (uint64, error)
	store(lane int, addr uint64, n int, v uint64) error
}

var errNoMemory = errors.New("no global memory: a plain function cannot access .global")

func (x *machine) load(in *inst, d, addr []uint64, off uint64, n int) error {
	if x.mem == nil {
		return x.errorf(in, 0, "%v", errNoMemory)
	}
	if t, ok := x.mem.(*tupleMem); ok && (x.addrUni || same(addr)) {
		k, o := splitAddr(addr[0] + off)
		c, err := t.m.Col(k, o, n, false)
		if err != nil {
			return x.firstOn(in, len(d), err) // the first execution the guard lets through
		}
		if c != nil {
			if c.Uniform && x.guard == nil && x.uni != nil && len(d) > 0 {
				// one value in every execution: lane 0, made uniLane0 by exec
				d[0] = c.First
				x.uniLoad = true
				return nil
			}
			vals := c.Values()
			if x.guard == nil {
				// a column's values fit its size (tv.TupleCol), which
				// Col checked is the access's: lent, not copied
				x.lendMem(in.dst[0], vals[x.lo:x.lo+len(d)])
				if c.Seq && len(d) > 0 && c.First < 1<<16 && c.First+uint64(x.lo+len(d)) <= 1<<16 {
					x.seq[in.dst[0]] = true
				}
				return nil
			}
			for i := range d {
				if !x.off(i) {
					d[i] = vals[x.lo+i]
				}
			}
			return nil
		}
		v, err := t.m.Base(k, o, n)
		if err != nil {
			return x.firstOn(in, len(d), err)
		}
		for i := range d {
			if !x.off(i) {
				d[i] = v
			}
		}
		return nil
	}
	if p, ok := x.mem.(*private); ok {
		mk := maskOf(8 * n)
		if x.addrUni {
			k, sh, err := p.slot(addr[0]+off, n)
			if err != nil {
				return x.firstOn(in, len(d), err)
			}
			vs := p.vals[k][x.lo : x.lo+len(d)]
			d = d[:len(vs)]
			if x.guard == nil {
				if sh == 0 {
					if n >= x.fitBytes && x.fitBytes > 0 || vec.Fits(vs, mk) {
						x.lendMem(in.dst[0], vs) // the values are the register's already
						return nil
					}
					for i, v := range vs {
						d[i] = v & mk
					}
					return nil
				}
				for i, v := range vs {
					d[i] = v >> sh & mk
				}
				return nil
			}
			for i, v := range vs {
				if !x.off(i) {
					d[i] = v >> sh & mk
				}
			}
			return nil
		}
		if k, sh, ok := uniformSlot(p, addr, off, n); ok && x.guard == nil {
			vs := p.vals[k][x.lo : x.lo+len(d)]
			for i, v := range vs {
				d[i] = v >> sh & mk
			}
			return nil
		}
		for i := range d {
			if x.off(i) {
				continue
			}
			k, sh, err := p.slot(addr[i]+off, n)
			if err != nil {
				return x.errorf(in, i, "%v", err)
			}
			d[i] = p.vals[k][x.lo+i] >> sh & mk
		}
		return nil
	}
	for i := range d {
		if x.off(i) {
			continue
		}
		v, err := x.mem.load(x.lo+i, addr[i]+off, n)
		if err != nil {
			return x.errorf(in, i, "%v", err)
		}
		d[i] = v
	}
	return nil
}

func (x *machine) store(in *inst, addr []uint64, off uint64, n int, v []uint64) error {
	if x.mem == nil {
		return x.errorf(in, 0, "%v", errNoMemory)
	}
	lazy := in.lazy1 && in.src[1].reg >= 0 && x.lz[in.src[1].reg] // v not written out yet
	if lazy && !(x.guard == nil && x.addrUni) {
		x.materialize(in.src[1].reg)
		lazy = false
	}
	if t, ok := x.mem.(*tupleMem); ok && (x.addrUni || same(addr)) {
		k, o := splitAddr(addr[0] + off)
		if r := in.src[1].reg; lazy {
			// the runs kept as the column's, where it can (written out
			// when read)
			kept, err := t.m.StoreRuns(k, o, n, x.lo, len(addr), tv.Runs{Runs: x.lzRuns[r], Y: x.lzY[r], Mask: maskOf(8 * n)})
			if err != nil {
				return x.errorf(in, 0, "%v", err)
			}
			if kept {
				return nil
			}
		}
		c, err := t.m.Writable(k, o, n)
		if err != nil {
			return x.firstOn(in, len(addr), err)
		}
		mk := maskOf(8 * n)
		dst := c.Values()[x.lo : x.lo+len(addr)]
		x.unlendOverlap(dst)
		v = v[:len(dst)]
		if r := in.src[1].reg; lazy {
			// the runs into the column at once (values of 16 bits)
			semantics.FillRuns16(dst, x.lzRuns[r], x.lzY[r], 0, mk)
			return nil
		}
		if x.guard == nil {
			vec.AndInto(dst, v, mk)
			return nil
		}
		for i := range dst {
			if !x.off(i) { // a guarded-off execution stores nothing
				dst[i] = v[i] & mk
			}
		}
		return nil
	}
	if lazy {
		x.materialize(in.src[1].reg)
	}
	if p, ok := x.mem.(*private); ok {
		mk := maskOf(8 * n)
		if x.addrUni {
			k, sh, err := p.slot(addr[0]+off, n)
			if err != nil {
				return x.firstOn(in, len(v), err)
			}
			ws := p.vals[k][x.lo : x.lo+len(v)]
			x.unlendOverlap(ws)
			v = v[:len(ws)]
			if x.guard == nil {
				if sh == 0 && n == p.sizes[k] && x.fitBytes > 0 && n >= x.fitBytes {
					// the whole element, whose word holds nothing else
					// (fit: no value has bits beyond its element): no
					// read of the old word
					for i := range ws {
						ws[i] = v[i] & mk
					}
					return nil
				}
				if sh == 0 { // the element's first bytes: no shifts in the loop
					for i, w := range ws {
						ws[i] = w&^mk | v[i]&mk
					}
					return nil
				}
				for i, w := range ws {
					ws[i] = w&^(mk<<sh) | (v[i]&mk)<<sh
				}
				return nil
			}
			for i, w := range ws {
				if !x.off(i) {
					ws[i] = w&^(mk<<sh) | (v[i]&mk)<<sh
				}
			}
			return nil
		}
		x.unlendOverlap(nil)
		if k, sh, ok := uniformSlot(p, addr, off, n); ok && x.guard == nil {
			ws := p.vals[k][x.lo : x.lo+len(addr)]
			v = v[:len(ws)]
			for i, w := range ws {
				ws[i] = w&^(mk<<sh) | (v[i]&mk)<<sh
			}
			return nil
		}
		for i := range addr {
			if x.off(i) {
				continue
			}
			k, sh, err := p.slot(addr[i]+off, n)
			if err != nil {
				return x.errorf(in, i, "%v", err)
			}
			w := &p.vals[k][x.lo+i]
			*w = *w&^(mk<<sh) | (v[i]&mk)<<sh
		}
		return nil
	}
	x.unlendOverlap(nil) // tuple memory writes its columns in place
	for i := range addr {
		if x.off(i) {
			continue
		}
		if err := x.mem.store(x.lo+i, addr[i]+off, n, v[i]); err != nil {
			return x.errorf(in, i, "%v", err)
		}
	}
	return nil
}

// firstOn is the error err of an access at a uniform address that is
// outside every buffer: it is the first execution's that the guard lets
// through, as the lane-by-lane loop reports it; none when the guard turns
// all n off.
func (x *machine) firstOn(in *inst, n int, err error) error {
	for i := range n {
		if !x.off(i) {
			return x.errorf(in, i, "%v", err)
		}
	}
	return nil
}

// same reports whether every execution has the same address.
func same(addr []uint64) bool {
	for _, a := range addr {
		if a != addr[0] {
			return false
		}
	}
	return true
}

// uniformSlot is the slot of an access whose address is the same in every
// execution of the block (a one-element kernel's pointer params), when it
// is inside a buffer; ok is false otherwise (the lane-by-lane loop then
// reports the first execution at fault).
func uniformSlot(p *private, addr []uint64, off uint64, n int) (k int, sh uint, ok bool) {
	if len(addr) == 0 {
		return 0, 0, false
	}
	a0 := addr[0]
	for _, a := range addr {
		if a != a0 {
			return 0, 0, false
		}
	}
	k, sh, err := p.slot(a0+off, n)
	return k, sh, err == nil
}

// pools of machines per program (Run is safe for concurrent use), of
// blocks of block executions and of tupleBlock.
var pools, tuplePools sync.Map // *program → *sync.Pool

// machine returns a machine of blocks of block executions.
func (p *program) machine() *machine { return p.machineOf(block) }

// machineOf returns a machine of blocks of bs (block or tupleBlock)
// executions.
func (p *program) machineOf(bs int) *machine {
	ps := poolsOf(bs)
	pl, ok := ps.Load(p)
	if !ok { // a new pool only the first time (LoadOrStore would allocate one per call)
		pl, _ = ps.LoadOrStore(p, &sync.Pool{New: func() any { return newMachine(p, bs) }})
	}
	return pl.(*sync.Pool).Get().(*machine)
}

func poolsOf(bs int) *sync.Map {
	if bs == tupleBlock {
		return &tuplePools
	}
	return &pools
}

// lend makes the caller's vector v (the block's values, each within the
// register's width) register r's value until the register is written.
func (x *machine) lend(r int32, v []uint64) {
	if !x.lent[r] {
		x.own[r] = x.reg(r)
	}
	x.regs[r], x.lent[r] = v, true
	x.lentMem[r] = false
	x.seq[r], x.lz[r] = false, false
}

// lendMem lends register r a column of global memory, v (a load's values
// at a uniform address): a store into memory that v shares first takes
// the register's own vector back (unlendOverlap), so that the register
// keeps the loaded values.
func (x *machine) lendMem(r int32, v []uint64) {
	x.lend(r, v)
	x.lentMem[r] = true
	x.memLent = true
}

// unlendOverlap gives the registers lent from memory that shares bytes
// with w (a column about to be written; all of them for w nil) their own
// vectors back, holding the lent values.
func (x *machine) unlendOverlap(w []uint64) {
	if !x.memLent {
		return
	}
	for r, m := range x.lentMem {
		if m && x.lent[r] && (w == nil || overlaps(x.regs[r], w)) {
			x.reg(int32(r)) // copies the values into the own vector
			x.lentMem[r] = false
		}
	}
}

// overlaps reports whether a and b share memory. The addresses are only
// compared, at once (the garbage collector does not move heap objects, and
// a stack that moves moves both).
func overlaps(a, b []uint64) bool {
	if len(a) == 0 || len(b) == 0 {
		return false
	}
	pa := uintptr(unsafe.Pointer(unsafe.SliceData(a)))
	pb := uintptr(unsafe.Pointer(unsafe.SliceData(b)))
	return pa < pb+uintptr(len(b))*8 && pb < pa+uintptr(len(a))*8
}

// unlend gives every lent register its own vector back (its value is then
// stale: only for a new block or the machine's release).
func (x *machine) unlend() {
	for r, l := range x.lent {
		if l {
			x.regs[r], x.lent[r], x.own[r] = x.own[r], false, nil
		}
		x.lentMem[r] = false
		x.seq[r], x.lz[r] = false, false
	}
	x.memLent = false
}

func (p *program) release(x *machine) {
	x.unlend()
	x.mem, x.special, x.params = nil, nil, nil
	x.fitBytes, x.fitParams = 0, false
	x.warp = 0
	clear(x.pbuf)
	clear(x.kmem.vals) // the caller's vectors
	x.kmem.vals = x.kmem.vals[:0]
	pl, _ := poolsOf(x.bs).Load(p)
	pl.(*sync.Pool).Put(x)
}

func noSpecial(name string, lane int) uint64 {
	switch name {
	case "%ntid.x", "%ntid.y", "%ntid.z", "%nctaid.x", "%nctaid.y", "%nctaid.z":
		return 1
	}
	return 0
}

// Run runs a .func by llc's convention for plain functions: in[k][i] is
// input param k of execution i (its bits), out[i] receives the return
// param. Every execution is one thread with %tid = %ctaid = 0; global
// memory is not available. Run is safe for concurrent use.
func (f *Function) Run(in [][]uint64, out []uint64) error {
	return f.run(in, out, false)
}

// run is Run; fit: every input value is within its param's size.
func (f *Function) run(in [][]uint64, out []uint64, fit bool) error {
	if f.Err != nil {
		return f.Err
	}
	if f.Entry {
		return fmt.Errorf("%s: %s is a kernel (.entry); it has no return param", f.Pos, f.Name)
	}
	if len(f.Rets) != 1 {
		return fmt.Errorf("%s: %s has %d return params; a validated function returns one value", f.Pos, f.Name, len(f.Rets))
	}
	if len(in) != len(f.Params) {
		return fmt.Errorf("%s: %s takes %d params, given %d inputs", f.Pos, f.Name, len(f.Params), len(in))
	}
	for k, p := range f.Params {
		if p.Size > 8 {
			return fmt.Errorf("%s: param %s has %d bytes; params of at most 8 bytes are supported", p.Pos, p.Name, p.Size)
		}
		if len(in[k]) < len(out) {
			return fmt.Errorf("%s: input %d has %d values for %d results", f.Pos, k, len(in[k]), len(out))
		}
	}
	x := f.prog.machine()
	defer f.prog.release(x)
	x.special = noSpecial
	x.params = make([][]uint64, len(in))
	x.fitParams = fit
	rm := maskOf(8 * f.Rets[0].Size)
	for lo := 0; lo < len(out); lo += block {
		hi := min(lo+block, len(out))
		x.lo, x.n = lo, hi-lo
		for k := range in {
			x.params[k] = in[k][lo:hi]
		}
		if err := x.run(); err != nil {
			return err
		}
		o := out[lo:hi]
		if !x.retWide {
			// every store took storeRet's whole-param path, masked to the
			// param's size: the results already fit in rm
			copy(o, x.rets[0][:len(o)])
			continue
		}
		for i, v := range x.rets[0][:len(o)] {
			o[i] = v & rm
		}
	}
	return nil
}

// materialize writes a lazy min/max result out (machine.lz).
func (x *machine) materialize(r int32) {
	if x.lz[r] {
		semantics.FillRuns16(x.regs[r][:x.n], x.lzRuns[r], x.lzY[r], 0, ^uint64(0))
		x.lz[r] = false
	}
}
