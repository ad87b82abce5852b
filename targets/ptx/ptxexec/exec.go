package ptxexec

import (
	"errors"
	"fmt"
	"sync"

	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/semantics"
)

// block is the number of executions one pass of an instruction covers.
const block = 1024

// A machine holds the registers of one block of executions.
type machine struct {
	p      *program
	n      int // executions in this block
	lo     int // index of the block's first execution in the whole run
	regs   [][]uint64
	state  []uint8 // per register: undefined, defined, partly defined
	parts  [][]bool
	consts [][]uint64
	tmp    [][]uint64
	srcv   [][]uint64
	dstv   [][]uint64

	rows    []rowTable
	params  [][]uint64 // per input param: value per execution (this block)
	rets    [][]uint64 // per return param
	mem     memory
	special func(name string, lane int) uint64
}

// A rowTable holds a 16-bit min/max model's results for one first input.
type rowTable struct {
	a     uint16
	valid bool
	tab   []uint16
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

const (
	undef uint8 = iota
	defined
	partial
)

func newMachine(p *program) *machine {
	x := &machine{p: p}
	x.regs = make([][]uint64, len(p.regs)) // allocated on first write
	x.state = make([]uint8, len(p.regs))
	x.rows = make([]rowTable, p.nrows)
	x.parts = make([][]bool, len(p.regs))
	x.consts = make([][]uint64, len(p.consts))
	for i, v := range p.consts {
		c := make([]uint64, block)
		for j := range c {
			c[j] = v
		}
		x.consts[i] = c
	}
	x.tmp = make([][]uint64, 4)
	for i := range x.tmp {
		x.tmp[i] = make([]uint64, block)
	}
	x.rets = make([][]uint64, len(p.f.Rets))
	for i := range x.rets {
		x.rets[i] = make([]uint64, block)
	}
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
	if sh == 0 && mask == maskOf(8*x.p.f.Rets[k].Size) {
		v = v[:len(r)]
		for i, w := range v {
			r[i] = w & mask
		}
		return nil
	}
	for i := range r {
		r[i] = r[i]&^(mask<<sh) | (v[i]&mask)<<sh
	}
	return nil
}

// run executes the program over the current block.
func (x *machine) run() error {
	n := x.n
	for i := range x.state {
		x.state[i] = undef
		if x.p.regs[i].special {
			x.state[i] = defined
			r := x.reg(int32(i))[:n]
			name := x.p.regs[i].name
			for j := range r {
				r[j] = x.special(name, x.lo+j)
			}
		}
	}
	for i := range x.rets {
		clear(x.rets[i][:n])
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
	if x.regs[r] == nil {
		x.regs[r] = make([]uint64, block)
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
	n := x.n
	var guard []uint64
	if in.guard >= 0 {
		if err := x.checkRead(in, in.guard, nil, false); err != nil {
			return err
		}
		guard = x.regs[in.guard][:n]
	}
	x.srcv = x.srcv[:0]
	for _, s := range in.src {
		if s.reg >= 0 {
			if err := x.checkRead(in, s.reg, guard, in.gneg); err != nil {
				return err
			}
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
	if err := in.run(x, x.dstv, x.srcv); err != nil {
		return err
	}
	for k, d := range in.dst {
		if guard == nil {
			x.state[d] = defined
			continue
		}
		r, t := x.reg(d)[:n], x.tmp[k][:n]
		var on []bool
		if x.state[d] != defined {
			if x.parts[d] == nil {
				x.parts[d] = make([]bool, block)
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
		return x.errorf(in, 0, "reads %s, which is not defined", x.p.regs[r].name)
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
	if p, ok := x.mem.(*private); ok {
		mk := maskOf(8 * n)
		if k, sh, ok := uniformSlot(p, addr, off, n); ok {
			vs := p.vals[k][x.lo : x.lo+len(d)]
			for i, v := range vs {
				d[i] = v >> sh & mk
			}
			return nil
		}
		for i := range d {
			k, sh, err := p.slot(addr[i]+off, n)
			if err != nil {
				return x.errorf(in, i, "%v", err)
			}
			d[i] = p.vals[k][x.lo+i] >> sh & mk
		}
		return nil
	}
	for i := range d {
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
	if p, ok := x.mem.(*private); ok {
		mk := maskOf(8 * n)
		if k, sh, ok := uniformSlot(p, addr, off, n); ok {
			ws := p.vals[k][x.lo : x.lo+len(addr)]
			v = v[:len(ws)]
			for i, w := range ws {
				ws[i] = w&^(mk<<sh) | (v[i]&mk)<<sh
			}
			return nil
		}
		for i := range addr {
			k, sh, err := p.slot(addr[i]+off, n)
			if err != nil {
				return x.errorf(in, i, "%v", err)
			}
			w := &p.vals[k][x.lo+i]
			*w = *w&^(mk<<sh) | (v[i]&mk)<<sh
		}
		return nil
	}
	for i := range addr {
		if err := x.mem.store(x.lo+i, addr[i]+off, n, v[i]); err != nil {
			return x.errorf(in, i, "%v", err)
		}
	}
	return nil
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

// pools of machines per program (Run is safe for concurrent use).
var pools sync.Map // *program → *sync.Pool

func (p *program) machine() *machine {
	pl, _ := pools.LoadOrStore(p, &sync.Pool{New: func() any { return newMachine(p) }})
	return pl.(*sync.Pool).Get().(*machine)
}

func (p *program) release(x *machine) {
	x.mem, x.special, x.params = nil, nil, nil
	pl, _ := pools.Load(p)
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
		for i, v := range x.rets[0][:len(o)] {
			o[i] = v & rm
		}
	}
	return nil
}
