package ptx

// The kernel frame: the entry, its parameters and guards, and the addresses
// of global tensors per thread and group.

import (
	"fmt"
	"math"
	"strconv"

	"github.com/lowerc/lowerc/ir"
)

func (l *lowerer) kernel(k *ir.Kernel) error {
	l.k = k
	// Size the body for about 40 bytes per thread instruction (a min/max
	// of n inputs takes about n instructions), so that large tiles rarely
	// grow it.
	est := int64(4096)
	for _, op := range k.Body {
		_, srcs := ir.Operands(op)
		est += 40 * ir.Count(op) * int64(max(len(srcs), 1))
	}
	l.body = make([]byte, 0, est)
	l.nreg = [numClasses]int64{}
	l.local = map[*ir.Tensor]int64{}
	l.written = map[*ir.Tensor][]uint64{}
	l.global = map[*ir.Tensor]int64{}
	l.group = map[groupKey]int64{}
	l.coords = map[ir.Scope][]arg{}
	l.pred = map[*ir.Tensor]int64{}
	l.linTid = -1
	l.guard = ""
	name := ptxName(k.Name)

	// Prologue: parameters into registers.
	for _, p := range k.Params {
		pn := name + "_" + ptxName(p.Name)
		switch p.Space {
		case ir.Param:
			rs := l.tmp(clsB16)
			pr := l.tmp(clsPred)
			l.ins("ld.param.u8", rs, text("["+pn+"]"))
			l.ins("setp.ne.b16", pr, rs, text("0"))
			l.pred[p] = pr.n
		case ir.Global:
			raw := l.tmp(clsB64)
			g := l.tmp(clsB64)
			l.ins("ld.param.u64", raw, text("["+pn+"]"))
			l.ins("cvta.to.global.u64", g, raw)
			l.global[p] = g.n
		}
	}
	var errs ir.ErrorList
	for _, op := range k.Body {
		if err := l.op(op); err != nil {
			errs.Add(op.Base().Pos, "", "%v", err)
		}
	}
	if len(errs) > 0 {
		return errs
	}
	l.ins("ret")

	var o []byte
	o = append(o, "\t// .globl\t"...)
	o = append(o, name...)
	o = append(o, "\n.visible .entry "...)
	o = append(o, name...)
	o = append(o, '(')
	for i, p := range k.Params {
		if i > 0 {
			o = append(o, ',')
		}
		o = append(o, "\n\t.param "...)
		if p.Space == ir.Param {
			o = append(o, ".u8 "...)
		} else {
			o = append(o, ".u64 "...)
		}
		o = append(o, name...)
		o = append(o, '_')
		o = append(o, ptxName(p.Name)...)
	}
	if len(k.Params) > 0 {
		o = append(o, '\n')
	}
	o = append(o, ")\n"...)
	o = append(o, fmt.Sprintf(".reqntid %d, %d, %d\n{\n", max(k.Block[0], 1), max(k.Block[1], 1), max(k.Block[2], 1))...)
	for c := regClass(0); c < numClasses; c++ {
		if l.nreg[c] > 0 {
			o = append(o, "\t.reg "...)
			o = append(o, clsDecl[c]...)
			o = append(o, ' ')
			o = append(o, clsPrefix[c]...)
			o = append(o, '<')
			o = strconv.AppendInt(o, l.nreg[c], 10)
			o = append(o, ">;\n"...)
		}
	}
	o = append(o, '\n')
	l.body = append(l.body, "}\n"...)
	l.chunks = append(l.chunks, o, l.body)
	return nil
}

// addr returns the memory operand of slot s of a global tensor: the base
// (plus this thread's group offset under a scope other than thread) and a
// byte offset; offsets beyond a 32-bit displacement get their own add.s64.
func (l *lowerer) addr(s ir.Slot, scope ir.Scope) arg {
	t := s.Tensor
	base := l.global[t]
	if scope != ir.Thread && len(ir.GroupStrides(t, scope)) > 0 {
		base = l.groupBase(t, scope)
	}
	off := s.Index * int64(t.Type.Bits()/8)
	if off > math.MaxInt32 {
		r := l.tmp(clsB64)
		l.insG("", "add.s64", r, reg(clsB64, base), text(strconv.FormatInt(off, 10)))
		return arg{kind: argMem, n: r.n}
	}
	return arg{kind: argMem, n: base, off: off}
}

// groupBase computes (once per kernel, unguarded) the address of this
// thread's group coordinate in global tensor t under scope s: the base plus
// Σ coordinate × group stride × element size. Coordinates come from the
// linear thread id L = tid.x + ntid.x·(tid.y + ntid.y·tid.z): warp → lane
// L mod 32; warpgroup → (L/32 mod 4, L mod 32); cta → L; grid → (%ctaid.x, L).
func (l *lowerer) groupBase(t *ir.Tensor, s ir.Scope) int64 {
	key := groupKey{t, s}
	if r, ok := l.group[key]; ok {
		return r
	}
	coords := l.coords[s]
	if coords == nil {
		coords = l.groupCoords(s)
		l.coords[s] = coords
	}
	cur := reg(clsB64, l.global[t])
	elem := int64(t.Type.Bits() / 8)
	for i, st := range ir.GroupStrides(t, s) {
		if i >= len(coords) {
			break
		}
		scale := st * elem
		off := l.tmp(clsB64)
		if scale <= math.MaxUint32 {
			l.insG("", "mul.wide.u32", off, coords[i], text(strconv.FormatInt(scale, 10)))
		} else {
			l.insG("", "cvt.u64.u32", off, coords[i])
			l.insG("", "mul.lo.s64", off, off, text(strconv.FormatInt(scale, 10)))
		}
		sum := l.tmp(clsB64)
		l.insG("", "add.s64", sum, cur, off)
		cur = sum
	}
	l.group[key] = cur.n
	return cur.n
}

// groupCoords computes this thread's group coordinates under scope s.
func (l *lowerer) groupCoords(s ir.Scope) []arg {
	lin := l.linearTid()
	switch s {
	case ir.Warp:
		lane := l.tmp(clsB32)
		l.insG("", "and.b32", lane, lin, text("31"))
		return []arg{lane}
	case ir.Warpgroup:
		w, lane := l.tmp(clsB32), l.tmp(clsB32)
		l.insG("", "shr.u32", w, lin, text("5"))
		l.insG("", "and.b32", w, w, text("3"))
		l.insG("", "and.b32", lane, lin, text("31"))
		return []arg{w, lane}
	case ir.Grid:
		return []arg{l.linearCtaid(), lin}
	}
	return []arg{lin}
}

// linearCtaid is the block's index in the grid, numbered x fastest, then
// y, z (as the verifier's rule grid-extent numbers them): %ctaid.x +
// gx·(%ctaid.y + gy·%ctaid.z) for the kernel's grid(gx, gy, gz).
func (l *lowerer) linearCtaid() arg {
	b := l.tmp(clsB32)
	l.insG("", "mov.u32", b, text("%ctaid.x"))
	gx, gy, gz := max(l.k.Grid[0], 1), max(l.k.Grid[1], 1), max(l.k.Grid[2], 1)
	if gy*gz == 1 {
		return b
	}
	yz := l.tmp(clsB32)
	l.insG("", "mov.u32", yz, text("%ctaid.y"))
	if gz > 1 {
		z := l.tmp(clsB32)
		l.insG("", "mov.u32", z, text("%ctaid.z"))
		l.insG("", "mad.lo.u32", yz, z, text(strconv.Itoa(gy)), yz)
	}
	lin := l.tmp(clsB32)
	l.insG("", "mad.lo.u32", lin, yz, text(strconv.Itoa(gx)), b)
	return lin
}

func (l *lowerer) linearTid() arg {
	if l.linTid >= 0 {
		return reg(clsB32, l.linTid)
	}
	x := l.tmp(clsB32)
	l.insG("", "mov.u32", x, text("%tid.x"))
	lin := x
	bx, by, bz := max(l.k.Block[0], 1), max(l.k.Block[1], 1), max(l.k.Block[2], 1)
	if by*bz > 1 {
		y, z, yz := l.tmp(clsB32), l.tmp(clsB32), l.tmp(clsB32)
		lin = l.tmp(clsB32)
		l.insG("", "mov.u32", y, text("%tid.y"))
		l.insG("", "mov.u32", z, text("%tid.z"))
		l.insG("", "mad.lo.u32", yz, z, text(strconv.Itoa(by)), y)
		l.insG("", "mad.lo.u32", lin, yz, text(strconv.Itoa(bx)), x)
	}
	l.linTid = lin.n
	return lin
}
