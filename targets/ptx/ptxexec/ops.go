package ptxexec

import (
	"math"
	"strings"

	"github.com/lowerc/lowerc/internal/vec"
	"github.com/lowerc/lowerc/semantics"
	"github.com/lowerc/lowerc/targets/ptx"
)

// inst compiles one instruction; nil for ret and exit.
func (c *compiler) inst(s stmt) (*inst, error) {
	base, ms := mods(s.op)
	in := &inst{pos: s.pos, op: s.op, guard: -1}
	if s.guard != nil {
		g, err := c.regOp(s, *s.guard, true)
		if err != nil {
			return nil, err
		}
		in.guard, in.gneg = g, s.guard.neg
	}
	var err error
	switch base {
	case "ret", "exit":
		if len(s.args) > 0 || len(ms) > 0 && !(len(ms) == 1 && ms[0] == "uni") {
			return nil, errAt(s.opPos, "malformed %s", s.op)
		}
		return nil, nil
	case "ld", "st":
		err = c.ldst(s, in, base, ms)
	case "cvta":
		err = c.cvta(s, in, ms)
	case "mov":
		err = c.mov(s, in, ms)
	case "min", "max":
		err = c.minmax(s, in)
	case "setp":
		err = c.setp(s, in, ms)
	case "selp":
		err = c.selp(s, in, ms)
	case "cvt":
		err = c.cvt(s, in, ms)
	case "and", "or", "xor", "not":
		err = c.logic(s, in, base, ms)
	case "shl", "shr":
		err = c.shift(s, in, base, ms)
	case "bfe":
		err = c.bfe(s, in, ms)
	case "add", "sub", "mul", "mad":
		err = c.arith(s, in, base, ms)
	case "abs", "neg":
		err = c.absneg(s, in, base, ms)
	case "bra", "brx", "call":
		return nil, errAt(s.opPos, "%s: control flow (branches, calls) is not supported; only straight-line code runs", s.op)
	default:
		return nil, errAt(s.opPos, "instruction %s is not supported by the PTX executor", s.op)
	}
	if err != nil {
		return nil, err
	}
	return in, nil
}

func nargs(s stmt, n ...int) error {
	for _, k := range n {
		if len(s.args) == k {
			return nil
		}
	}
	return errAt(s.opPos, "%s takes %d operands, not %d", s.op, n[0], len(s.args))
}

func maskOf(w int) uint64 {
	if w >= 64 {
		return math.MaxUint64
	}
	return 1<<uint(w) - 1
}

// dstReg resolves a destination register.
func (c *compiler) dstReg(s stmt, o operand, pred bool) (int32, error) {
	if o.kind != opReg || o.neg {
		return 0, errAt(o.pos, "%s: the destination must be a register, not %s", s.op, operandText(o))
	}
	r, err := c.regOp(s, o, pred)
	if err != nil {
		return 0, err
	}
	if c.p.regs[r].special {
		return 0, errAt(o.pos, "%s: %s is read-only", s.op, o.name)
	}
	return r, nil
}

// unary, binary and ternary wrap per-element functions as vector kernels.
func vec1(f func(a uint64) uint64) func(x *machine, d, s [][]uint64) error {
	return func(x *machine, d, s [][]uint64) error {
		a, o := s[0], d[0]
		for i := range o {
			o[i] = f(a[i])
		}
		return nil
	}
}

func vec2(f func(a, b uint64) uint64) func(x *machine, d, s [][]uint64) error {
	return func(x *machine, d, s [][]uint64) error {
		a, b, o := s[0], s[1], d[0]
		for i := range o {
			o[i] = f(a[i], b[i])
		}
		return nil
	}
}

func vec3(f func(a, b, c uint64) uint64) func(x *machine, d, s [][]uint64) error {
	return func(x *machine, d, s [][]uint64) error {
		a, b, cc, o := s[0], s[1], s[2], d[0]
		for i := range o {
			o[i] = f(a[i], b[i], cc[i])
		}
		return nil
	}
}

// ldst compiles ld/st of the .param and .global state spaces.
func (c *compiler) ldst(s stmt, in *inst, base string, ms []string) error {
	var space, ty string
	for _, m := range ms {
		switch m {
		case "param", "global":
			if space != "" {
				return errAt(s.opPos, "%s names two state spaces", s.op)
			}
			space = m
		case "nc", "ca", "cg", "cs", "lu", "cv", "wb", "wt", "volatile", "weak":
			// cache operators and the default (weak) ordering: no effect on values
		default:
			if _, ok := typeWidth("." + m); ok && ty == "" {
				ty = "." + m
				continue
			}
			return errAt(s.opPos, "%s: modifier .%s is not supported (vector and ordered memory accesses are not run)", s.op, m)
		}
	}
	w, _ := typeWidth(ty)
	if space == "" || ty == "" || ty == ".pred" {
		return errAt(s.opPos, "%s: want %s.param.TYPE or %s.global.TYPE", s.op, base, base)
	}
	if err := nargs(s, 2); err != nil {
		return err
	}
	memArg, valArg := s.args[1], s.args[0]
	if base == "st" {
		memArg, valArg = s.args[0], s.args[1]
	}
	if memArg.kind != opMem {
		return errAt(memArg.pos, "%s: expected a [address] operand, found %s", s.op, operandText(memArg))
	}
	bytes := w / 8
	mask := maskOf(w)
	if space == "param" {
		f := c.p.f
		list, what := f.Params, "input"
		if base == "st" {
			list, what = f.Rets, "return"
		}
		k := -1
		for i := range list {
			if list[i].Name == memArg.name {
				k = i
			}
		}
		if k < 0 {
			return errAt(memArg.pos, "%s: %s is not a %s param of %s", s.op, memArg.name, what, f.Name)
		}
		p := list[k]
		if memArg.off < 0 || int(memArg.off)+bytes > p.Size {
			return errAt(memArg.pos, "%s: bytes %d…%d are outside param %s (%d bytes)", s.op, memArg.off, int(memArg.off)+bytes-1, p.Name, p.Size)
		}
		if p.Size > 8 {
			return errAt(memArg.pos, "%s: param %s has %d bytes; params of at most 8 bytes are supported", s.op, p.Name, p.Size)
		}
		sh := uint(8 * memArg.off)
		if base == "ld" {
			d, err := c.dstReg(s, valArg, false)
			if err != nil {
				return err
			}
			in.dst = []int32{d}
			dreg := d
			in.run = func(x *machine, d, _ [][]uint64) error {
				o := d[0]
				pv := x.param(k)[:len(o)]
				if sh == 0 {
					if x.guard == nil && x.uni == nil && (x.fitParams && bytes == p.Size || vec.Fits(pv, mask)) {
						x.lend(dreg, pv) // no copy: the values are the register's already
						return nil
					}
					for i, v := range pv {
						o[i] = v & mask
					}
					return nil
				}
				for i, v := range pv {
					o[i] = v >> sh & mask
				}
				return nil
			}
			return nil
		}
		v, err := c.value(s, valArg, ty)
		if err != nil {
			return err
		}
		for b := 0; b < bytes; b++ {
			c.p.retStored[k] |= 1 << uint(int(memArg.off)+b)
		}
		in.src = []src{v}
		in.memory = true
		in.run = func(x *machine, _, sv [][]uint64) error {
			return x.storeRet(k, sh, mask, sv[0], in)
		}
		return nil
	}
	// .global: [reg+off]
	areg, err := c.regOp(s, operand{kind: opReg, pos: memArg.pos, name: memArg.name}, false)
	if err != nil {
		return err
	}
	off := uint64(memArg.off)
	in.memory, in.global = true, true
	if base == "ld" {
		d, err := c.dstReg(s, valArg, false)
		if err != nil {
			return err
		}
		in.dst = []int32{d}
		in.src = []src{{reg: areg}}
		in.run = func(x *machine, d, sv [][]uint64) error {
			return x.load(in, d[0], sv[0], off, bytes)
		}
		return nil
	}
	v, err := c.value(s, valArg, ty)
	if err != nil {
		return err
	}
	in.src = []src{{reg: areg}, v}
	in.lazy1 = true
	in.run = func(x *machine, _, sv [][]uint64) error {
		return x.store(in, sv[0], off, bytes, sv[1])
	}
	return nil
}

// cvta: generic ↔ global addresses are the same numbers here (one address
// space of buffers).
func (c *compiler) cvta(s stmt, in *inst, ms []string) error {
	j := strings.Join(ms, ".")
	if j != "to.global.u64" && j != "global.u64" && j != "to.global.u32" && j != "global.u32" {
		return errAt(s.opPos, "%s: only cvta{.to}.global.{u32,u64} is supported", s.op)
	}
	if err := nargs(s, 2); err != nil {
		return err
	}
	d, err := c.dstReg(s, s.args[0], false)
	if err != nil {
		return err
	}
	ty := "." + ms[len(ms)-1]
	a, err := c.value(s, s.args[1], ty)
	if err != nil {
		return err
	}
	in.dst, in.src = []int32{d}, []src{a}
	w, _ := typeWidth(ty)
	m := maskOf(w)
	in.run = func(x *machine, d, s [][]uint64) error { // vec1 without a call per lane
		o := d[0]
		for i, v := range s[0][:len(o)] {
			o[i] = v & m
		}
		return nil
	}
	return nil
}

func (c *compiler) mov(s stmt, in *inst, ms []string) error {
	if len(ms) != 1 {
		return errAt(s.opPos, "%s: want mov.TYPE", s.op)
	}
	ty := "." + ms[0]
	w, ok := typeWidth(ty)
	if !ok {
		return errAt(s.opPos, "%s: unknown type %s", s.op, ty)
	}
	if err := nargs(s, 2); err != nil {
		return err
	}
	d, a := s.args[0], s.args[1]
	mask := maskOf(w)
	switch {
	case d.kind == opVec && a.kind == opVec:
		return errAt(d.pos, "%s: both operands are vectors", s.op)
	case d.kind == opVec: // unpack: {lo, hi} = a, element 0 in the low bits
		n := len(d.elts)
		if n != 2 && n != 4 || w%n != 0 {
			return errAt(d.pos, "%s: a %d-bit value unpacks into 2 or 4 registers, not %d", s.op, w, n)
		}
		ew := w / n
		for _, e := range d.elts {
			r, err := c.dstReg(s, e, false)
			if err != nil {
				return err
			}
			in.dst = append(in.dst, r)
		}
		v, err := c.value(s, a, ty)
		if err != nil {
			return err
		}
		in.src = []src{v}
		em := maskOf(ew)
		in.run = func(x *machine, d, sv [][]uint64) error {
			a := sv[0]
			for k := range d {
				o, sh := d[k], uint(k*ew)
				for i := range o {
					o[i] = a[i] >> sh & em
				}
			}
			return nil
		}
		return nil
	case a.kind == opVec: // pack
		n := len(a.elts)
		if n != 2 && n != 4 || w%n != 0 {
			return errAt(a.pos, "%s: a %d-bit value packs 2 or 4 registers, not %d", s.op, w, n)
		}
		ew := w / n
		r, err := c.dstReg(s, d, false)
		if err != nil {
			return err
		}
		in.dst = []int32{r}
		for _, e := range a.elts {
			v, err := c.value(s, e, "")
			if err != nil {
				return err
			}
			in.src = append(in.src, v)
		}
		em := maskOf(ew)
		in.run = func(x *machine, d, sv [][]uint64) error {
			o := d[0]
			for i := range o {
				var v uint64
				for k := range sv {
					v |= (sv[k][i] & em) << uint(k*ew)
				}
				o[i] = v
			}
			return nil
		}
		return nil
	}
	if a.kind == opSym {
		return errAt(a.pos, "%s: taking the address of %s is not supported", s.op, a.name)
	}
	r, err := c.dstReg(s, d, ty == ".pred")
	if err != nil {
		return err
	}
	v, err := c.value(s, a, ty)
	if err != nil {
		return err
	}
	in.dst, in.src = []int32{r}, []src{v}
	in.run = vec1(func(a uint64) uint64 { return a & mask })
	return nil
}

// minmax runs a min/max form of targets/ptx's table through the semantics
// model of its row.
func (c *compiler) minmax(s stmt, in *inst) error {
	canon, err := ptx.Canonical(s.op)
	if err != nil {
		return errAt(s.opPos, "%v", err)
	}
	n := len(s.args) - 1
	f := ptx.Lookup(canon, n)
	if f == nil || !f.MinMax() {
		return errAt(s.opPos, "%s with %d inputs is not a min/max form of the PTX ISA", s.op, n)
	}
	st, err := semantics.ParseType(f.Type)
	if err != nil {
		return errAt(s.opPos, "%s: %v", s.op, err)
	}
	m := semantics.PTXRef(f.Model).Model()
	if m == nil {
		return errAt(s.opPos, "%s: the form names no model", s.op)
	}
	fn, err := m.Func(st)
	if err != nil {
		return errAt(s.opPos, "%s: %v", s.op, err)
	}
	d, err := c.dstReg(s, s.args[0], false)
	if err != nil {
		return err
	}
	in.dst = []int32{d}
	ty := "." + f.Type
	if err := c.sources(s, in, s.args[1:], ty); err != nil {
		return err
	}
	mask := st.Mask()
	name := m.Name()
	slow := func(x *machine, o []uint64, sv [][]uint64) error {
		a, b := sv[0], sv[1]
		var cc []uint64
		if len(sv) > 2 {
			cc = sv[2]
		}
		for i := range o {
			var z uint64
			if cc != nil {
				z = cc[i] & mask
			}
			r, err := fn(a[i]&mask, b[i]&mask, z)
			if err != nil {
				return x.errorf(in, i, "%s: %v", name, err)
			}
			o[i] = r
		}
		return nil
	}
	// Two-input 16-bit forms: where the first input is the same in every
	// execution of the block (a row of an exhaustive sweep), the model's
	// row for it is taken once (semantics.Model.Runs16; two lanes: the
	// table Model.Row16 writes out) and looked up.
	lanes := 0
	lt := st
	if n == 2 && (st == semantics.F16 || st == semantics.BF16) {
		lanes = 1
	}
	if n == 2 && (st == semantics.F16x2 || st == semantics.BF16x2) {
		lanes, lt = 2, st.Lane()
	}
	if _, ok := m.Runs16(lt, 0, nil); lanes > 0 && ok {
		id := c.p.nrows
		c.p.nrows += lanes
		in.uni0 = true
		in.run = func(x *machine, d, sv [][]uint64) error {
			o := d[0]
			b := sv[1][:len(o)]
			a0 := sv[0][0] & mask
			if !x.src0Uni { // (else one value, in lane 0)
				if a := sv[0][:len(o)]; !vec.EqualUnder(a, a0, mask) {
					return slow(x, o, [][]uint64{a, b}) // not a row: lane by lane (a function: no error)
				}
			}
			if lanes == 1 {
				runs := x.rowRuns(m, lt, id, uint16(a0))
				if r := in.src[1].reg; r >= 0 && x.seq[r] && len(o) > 0 {
					// the second inputs are a sequence (lowerc diff
					// -exhaustive's): each run written out, no lookups
					if x.guard == nil && x.columns() {
						// written out when read, or into the column
						// of a store (machine.lz)
						x.lzRuns[in.dst[0]] = append(x.lzRuns[in.dst[0]][:0], runs...)
						x.lzY[in.dst[0]], x.lz[in.dst[0]] = uint32(b[0]), true
						return nil
					}
					semantics.FillRuns16(o, runs, uint32(b[0]), 0, ^uint64(0))
					return nil
				}
				// the lookup in the runs, not a table: a sweep's second
				// inputs come in order, so the next one is nearly always
				// in the same run
				// the current run in registers: first input, width, mask, or
				qlo, qw, qm, qo := runs[0].Lo, runs[0].Hi-runs[0].Lo, uint64(runs[0].Mask), uint64(runs[0].Or)
				for i, bv := range b {
					bb := bv & 0xffff
					if uint32(bb)-qlo >= qw {
						q := &runs[semantics.FindRun16(runs, uint32(bb))]
						qlo, qw, qm, qo = q.Lo, q.Hi-q.Lo, uint64(q.Mask), uint64(q.Or)
					}
					o[i] = bb&qm | qo
				}
				return nil
			}
			t0 := x.row(m, lt, id, uint16(a0))
			t1 := x.row(m, lt, id+1, uint16(a0>>16))
			for i := range o {
				v := b[i]
				o[i] = uint64(t0[v&0xffff]) | uint64(t1[v>>16&0xffff])<<16
			}
			return nil
		}
		return nil
	}
	in.run = func(x *machine, d, sv [][]uint64) error { return slow(x, d[0], sv) }
	return nil
}

// typeMod returns the one type modifier of ms and the others.
func typeMod(ms []string) (string, []string) {
	var ty string
	var rest []string
	for _, m := range ms {
		if _, ok := typeWidth("." + m); ok {
			ty = "." + m
			continue
		}
		rest = append(rest, m)
	}
	return ty, rest
}
