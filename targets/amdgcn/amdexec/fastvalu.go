package amdexec

import (
	"strings"

	"github.com/lowerc/lowerc/semantics"
	"github.com/lowerc/lowerc/targets/amdgcn"
)

// Column kernels of the value-slice path (fast.go), each the ordinary
// path's instruction (valu.go) over a block whose lanes are all active,
// with uniform sources folded: the same operand decoding (Machine.source,
// src.val, src.gather), the same models (model.evalBlock) and compare
// functions (cmpFunc), the same writes. A kernel that does not apply
// returns false before it changes anything, and the instruction runs on
// Machine.step.

// byDefinition is the VALU keys valu runs by their ISA definition before
// it looks for a model (its switch); every other key of ShapeBinary and
// ShapeTernary is the min/max family.
var byDefinition = map[string]bool{
	"cndmask_b32": true, "mov_b32": true, "and_b32": true, "or_b32": true, "lshlrev_b32": true,
	"lshrrev_b32": true, "add_u32": true, "mul_u32_u24": true, "mul_lo_u32": true, "lshl_or_b32": true,
	"bfe_u32": true,
}

// fsrc is a source operand: uniform (x, its value in every lane) or read
// lane by lane through s.
type fsrc struct {
	s   src
	uni bool
	x   uint64
	// seq: a one-register VGPR column whose lane i holds first+i
	// (uniforms.seq), read whole (no high half)
	seq   bool
	first uint32
	lazy  int // r+1: VGPR r, a lazy sequence not yet written out
}

// src reads source k of in as valu does.
func (u *uniforms) src(m *Machine, in *Inst, k int, t amdgcn.OpType) (fsrc, bool) {
	s, err := m.source(in, k, t)
	if err != nil {
		return fsrc{}, false
	}
	if (t == amdgcn.TF16 || t == amdgcn.TI16) && in.A.OpSel>>k&1 == 1 {
		s.hiHalf = true
	}
	f := fsrc{s: s}
	switch s.kind {
	case amdgcn.OpVGPR:
		r := int(in.A.Src[k].Code) - 256
		if u.uni[r] && (s.regs == 1 || u.uni[r+1]) {
			one := &u.one[k]
			one[0] = u.val[r]
			c := s
			c.lo = one[0:1]
			if s.hi != nil {
				one[1] = u.val[r+1]
				c.hi = one[1:2]
			}
			f.uni, f.x = true, c.val(m, 0, 0)
			return f, true
		}
		if s.regs == 1 && !s.hiHalf && u.seq[r] {
			f.seq, f.first = true, u.seqFirst[r]
			if u.lazy[r] && u.lazyOK {
				f.lazy = r + 1
				return f, true // (storage not written: minMaxSeq or materialize)
			}
		}
		u.materialize(m, r)
		if s.regs == 2 {
			u.materialize(m, r+1)
		}
	case amdgcn.OpSGPR:
		x := s.val(m, 0, 0)
		for w := 1; w < m.nw; w++ {
			if s.val(m, w, w*m.ws) != x {
				return f, true
			}
		}
		f.uni, f.x = true, x
	default:
		f.uni, f.x = true, s.val(m, 0, 0)
	}
	return f, true
}

// gather writes the operand's value in every lane to dst (N values).
func (f *fsrc) gather(m *Machine, dst []uint64) {
	if f.uni {
		for i := range dst {
			dst[i] = f.x
		}
		return
	}
	f.s.gather(m, dst)
}

// column returns a one-register VGPR operand's storage (N lanes) and how
// its value is made from it (src.laneBits); ok is false for uniform and
// other operands.
func (f *fsrc) column(m *Machine) (lo []uint32, shift uint, mask, clr, flip uint64, ok bool) {
	if f.uni || f.s.kind != amdgcn.OpVGPR || f.s.hi != nil {
		return nil, 0, 0, 0, 0, false
	}
	shift, mask, clr, flip = f.s.laneBits()
	return f.s.lo[:m.N], shift, mask, clr, flip, true
}

// view returns a one-register operand's value as bits (x>>shift&mask)&^clr
// ^ flip of lanes lo: a column as column gives it, a uniform one as a
// column of its value (scratch k, refilled only when the value changes).
func (u *uniforms) view(m *Machine, f *fsrc, k int) (lo []uint32, shift uint, mask, clr, flip uint64, ok bool) {
	if !f.uni {
		return f.column(m)
	}
	if f.x>>32 != 0 {
		return nil, 0, 0, 0, 0, false
	}
	c := &u.ucol[k]
	if len(c.v) != m.N || c.x != uint32(f.x) {
		if cap(c.v) < m.N {
			c.v = make([]uint32, m.N)
		}
		c.v = c.v[:m.N]
		c.x = uint32(f.x)
		for i := range c.v {
			c.v[i] = c.x
		}
	}
	return c.v, 0, 0xffffffff, 0, 0, true
}

// rowEntries is how many rows of 16-bit models the row cache keeps (a
// region's instructions with a uniform first input: the quieting steps
// and the op).
const rowEntries = 4

// rowCache keeps the rows of the last (model, first input) pairs: the
// model's runs (semantics.Model.Runs16), and the table written out from
// them where a lookup needs it; has false where the model has no rows for
// that input.
type rowCache struct {
	md   [rowEntries]*model
	a    [rowEntries]uint16
	runs [rowEntries][]semantics.Run16
	row  [rowEntries][]uint16
	tab  [rowEntries]bool // row[k] holds runs[k] written out
	has  [rowEntries]bool
	next int
}

// entry returns the cache slot of (md, a), filling it on a miss; -1 where
// md has no row for a.
func (u *uniforms) entry(md *model, a uint16) int {
	c := &u.rows
	for k := range c.md {
		if c.md[k] == md && c.a[k] == a {
			if !c.has[k] {
				return -1
			}
			return k
		}
	}
	k := c.next
	c.next = (k + 1) % rowEntries
	c.md[k], c.a[k], c.tab[k], c.has[k] = md, a, false, false
	if md.b != nil {
		c.runs[k], c.has[k] = md.m.Runs16(md.t, a, c.runs[k][:0])
	}
	if !c.has[k] {
		return -1
	}
	return k
}

// rowRuns returns the runs of md's row for a, or nil.
func (u *uniforms) rowRuns(md *model, a uint16) []semantics.Run16 {
	if k := u.entry(md, a); k >= 0 {
		return u.rows.runs[k]
	}
	return nil
}

// row returns the results of md for (a, y), every y, or nil.
func (u *uniforms) row(md *model, a uint16) []uint16 {
	k := u.entry(md, a)
	if k < 0 {
		return nil
	}
	c := &u.rows
	if !c.tab[k] {
		if c.row[k] == nil {
			c.row[k] = make([]uint16, 1<<16)
		}
		semantics.WriteRuns16(c.row[k], c.runs[k])
		c.tab[k] = true
	}
	return c.row[k]
}

// dstReg returns the first VGPR of a VGPR destination of regs registers.
func dstReg(in *Inst, regs int) (int, bool) {
	o := in.A.Dst
	if o.Kind != amdgcn.OpVGPR {
		return 0, false
	}
	r := int(o.Code) - 256
	return r, r+regs <= 256
}

// merge16 returns VGPR r's storage with its lanes as the ordinary path
// sees them before a 16-bit write (zero where r was undefined).
func (u *uniforms) merge16(m *Machine, r int) []uint32 {
	if m.v[r] == nil {
		v := u.column(m, r)
		clear(v)
		return v
	}
	u.materialize(m, r)
	u.clearSeq(r)
	return m.v[r]
}

// valu runs in by a column kernel, reporting whether one applied.
func (u *uniforms) valu(m *Machine, in *Inst, e *amdgcn.Entry) (bool, error) {
	d := e.Def
	switch {
	case d.Shape == amdgcn.ShapeBinary || d.Shape == amdgcn.ShapeTernary:
		if byDefinition[d.Key] || bitTernary(d.Key) != nil {
			return false, nil
		}
		return u.minMax(m, in, e), nil
	case in.A.Clamp:
		return false, nil
	case d.Shape == amdgcn.ShapeVOP1 && d.Key == "mov_b32":
		return u.mov(m, in, d), nil
	case d.Shape == amdgcn.ShapeCmp:
		ok := u.compare(m, in, d)
		u.full = 0 // (its mask may be EXEC)
		return ok, nil
	case d.Shape == amdgcn.ShapeCndmask && d.Key == "cndmask_b32":
		return u.cndmask(m, in, d), nil
	}
	return false, nil
}

func (u *uniforms) mov(m *Machine, in *Inst, d *amdgcn.InstDef) bool {
	a, ok := u.src(m, in, 0, d.Src[0])
	if !ok {
		return false
	}
	r, ok := dstReg(in, 1)
	if !ok {
		return false
	}
	if a.uni {
		u.define(m, r, uint32(a.x))
		return true
	}
	if lo, sh, mk, cl, fl, ok := a.column(m); ok {
		dst := u.column(m, r)
		for i, x := range lo {
			dst[i] = uint32((uint64(x)>>sh&mk)&^cl ^ fl)
		}
		return true
	}
	x := m.buf(0)
	a.gather(m, x)
	dst := u.column(m, r)
	for i, v := range x {
		dst[i] = uint32(v)
	}
	return true
}

// minMax is valu's model path.
func (u *uniforms) minMax(m *Machine, in *Inst, e *amdgcn.Entry) bool {
	d := e.Def
	if in.A.Clamp && !floatResult(d.Dst) {
		return false
	}
	md, _, err := m.modelFor(e)
	if err != nil {
		return false
	}
	ns := 2
	if d.Shape == amdgcn.ShapeTernary {
		ns = 3
	}
	var ss [3]fsrc
	uni := true
	for k := 0; k < ns; k++ {
		u.lazyOK = k == 1 && ns == 2
		s, ok := u.src(m, in, k, d.Src[k])
		u.lazyOK = false
		if !ok {
			return false
		}
		ss[k] = s
		uni = uni && s.uni
	}
	regs := regsOf(d.Dst)
	r, ok := dstReg(in, regs)
	keep := m.keep16(d.Shape)
	dstHi := (d.Dst == amdgcn.TF16 || d.Dst == amdgcn.TI16) && in.A.OpSel>>3&1 == 1
	if ok && ss[1].seq && u.minMaxSeq(m, in, md, &ss, r, keep, dstHi) {
		return true
	}
	if ss[1].lazy > 0 {
		u.materialize(m, ss[1].lazy-1) // every other path reads its lanes
		ss[1].lazy = 0
	}
	if !ok {
		return false
	}
	lane := laneType(d.Dst)
	if uni {
		var x [3][1]uint64
		var res [1]uint64
		for k := 0; k < ns; k++ {
			x[k][0] = ss[k].x
		}
		if md.evalBlock(res[:], x[0][:], x[1][:], x[2][:]) != nil {
			return false
		}
		v := res[0]
		if in.A.Clamp {
			v = clampF(lane, v, m.Mode.DX10Clamp)
		}
		switch d.Dst {
		case amdgcn.TF16, amdgcn.TI16:
			var p uint32
			if m.v[r] != nil {
				if !u.uni[r] {
					u.materialize(m, r) // a lazy sequence's lanes
					u.clearSeq(r)
					dst := m.v[r]
					if dstHi {
						for i := range dst {
							dst[i] = dst[i]&0xffff | uint32(v&0xffff)<<16
						}
					} else {
						for i := range dst {
							dst[i] = dst[i]&keep | uint32(v&0xffff)
						}
					}
					return true
				}
				p = u.val[r]
			}
			if dstHi {
				u.define(m, r, p&0xffff|uint32(v&0xffff)<<16)
			} else {
				u.define(m, r, p&keep|uint32(v&0xffff))
			}
		case amdgcn.TF64, amdgcn.TI64:
			u.define(m, r, uint32(v))
			u.define(m, r+1, uint32(v>>32))
		default:
			u.define(m, r, uint32(v))
		}
		return true
	}
	if ns == 2 && !in.A.Clamp && (md.t == semantics.F16 || md.t == semantics.BF16) && ss[0].uni && ss[0].x <= 0xffff &&
		is16(d.Src[1]) && is16(d.Dst) {
		// A row of an exhaustive sweep: the model's row for the
		// uniform first input, looked up (as semantics.Batch does).
		if lo, sh, mk, cl, fl, ok := ss[1].column(m); ok {
			if runs := u.rowRuns(md, uint16(ss[0].x)); runs != nil && !dstHi && (m.v[r] == nil || u.uni[r]) &&
				sh == 0 && mk == 0xffff && cl == 0 && fl == 0 {
				// The plain case, looked up in the runs instead of a
				// table (a sweep's second inputs come in order: the next
				// one is nearly always in the same run).
				var p uint32 // the high half (keep16: zero where GFX9 clears it)
				if m.v[r] != nil {
					p = u.val[r] & keep
				}
				dst := u.column(m, r)[:len(lo)]
				// the current run in registers: first input, width, mask, or
				qlo, qw, qm, qo := runs[0].Lo, runs[0].Hi-runs[0].Lo, uint32(runs[0].Mask), p|uint32(runs[0].Or)
				for i, x := range lo {
					y := x & 0xffff
					if y-qlo >= qw {
						q := &runs[semantics.FindRun16(runs, y)]
						qlo, qw, qm, qo = q.Lo, q.Hi-q.Lo, uint32(q.Mask), p|uint32(q.Or)
					}
					dst[i] = y&qm | qo
				}
				return true
			}
			if row := u.row(md, uint16(ss[0].x)); row != nil {
				if !dstHi && (m.v[r] == nil || u.uni[r]) {
					// The destination's high half is the same in every
					// lane (zero where it was undefined).
					var p uint32
					if m.v[r] != nil {
						p = u.val[r] & keep
					}
					dst := u.column(m, r)[:len(lo)]
					rw := (*[1 << 16]uint16)(row)
					if sh == 0 && mk == 0xffff && cl == 0 && fl == 0 {
						for i, x := range lo {
							dst[i] = p | uint32(rw[x&0xffff])
						}
						return true
					}
					for i, x := range lo {
						y := (uint64(x)>>sh&mk)&^cl ^ fl
						dst[i] = p | uint32(rw[y&0xffff])
					}
					return true
				}
				dst := u.merge16(m, r)
				if dstHi {
					for i, x := range lo {
						y := (uint64(x)>>sh&mk)&^cl ^ fl
						dst[i] = dst[i]&0xffff | uint32(row[y&0xffff])<<16
					}
				} else {
					for i, x := range lo {
						y := (uint64(x)>>sh&mk)&^cl ^ fl
						dst[i] = dst[i]&keep | uint32(row[y&0xffff])
					}
				}
				return true
			}
		}
	}
	var x [3][]uint64
	for k := 0; k < 3; k++ {
		x[k] = m.buf(k)
		if k < ns {
			ss[k].gather(m, x[k])
		} else {
			clear(x[k])
		}
	}
	res := m.buf(3)
	if md.evalBlock(res, x[0], x[1], x[2]) != nil {
		return false
	}
	if in.A.Clamp {
		for i := range res {
			res[i] = clampF(lane, res[i], m.Mode.DX10Clamp)
		}
	}
	switch d.Dst {
	case amdgcn.TF16, amdgcn.TI16:
		dst := u.merge16(m, r)
		if dstHi {
			for i, v := range res {
				dst[i] = dst[i]&0xffff | uint32(v&0xffff)<<16
			}
		} else {
			for i, v := range res {
				dst[i] = dst[i]&keep | uint32(v&0xffff)
			}
		}
	case amdgcn.TF64, amdgcn.TI64:
		lo, hi := u.column(m, r), u.column(m, r+1)
		for i, v := range res {
			lo[i], hi[i] = uint32(v), uint32(v>>32)
		}
	default:
		dst := u.column(m, r)
		for i, v := range res {
			dst[i] = uint32(v)
		}
	}
	return true
}

// compare is valu's VOPC path: a lane mask per wave.
func (u *uniforms) compare(m *Machine, in *Inst, d *amdgcn.InstDef) bool {
	f := cmpFunc(d.Key, laneType(d.Src[0]))
	if f == nil {
		return false
	}
	// nanCompare takes a sequence as it is (else written out below)
	u.lazyOK = strings.HasPrefix(d.Key, "cmp_o_") || strings.HasPrefix(d.Key, "cmp_u_")
	a, oka := u.src(m, in, 0, d.Src[0])
	b, okb := u.src(m, in, 1, d.Src[1])
	u.lazyOK = false
	unlazy := func() {
		for _, f := range []*fsrc{&a, &b} {
			if f.lazy > 0 {
				u.materialize(m, f.lazy-1)
				f.lazy = 0
			}
		}
	}
	if !oka || !okb {
		unlazy()
		return false
	}
	if cap(u.mask) < m.nw {
		u.mask = make([]uint64, m.nw)
	}
	mask := u.mask[:m.nw]
	if a.uni && b.uni {
		on := f(a.x, b.x)
		for w := range mask {
			mask[w] = 0
			if on {
				k := min(m.ws, m.N-w*m.ws)
				mask[w] = ^uint64(0)
				if k < 64 {
					mask[w] = 1<<k - 1
				}
			}
		}
	} else if nanO, nanU := strings.HasPrefix(d.Key, "cmp_o_"), strings.HasPrefix(d.Key, "cmp_u_"); (nanO || nanU) && u.nanCompare(m, &a, &b, laneType(d.Src[0]), nanU, mask) {
		// cmpFunc's cmp_o (neither a NaN) and cmp_u (either) on columns
	} else {
		unlazy()
		x, y := m.buf(0), m.buf(1)
		a.gather(m, x)
		b.gather(m, y)
		for w := range mask {
			var mk uint64
			base := w * m.ws
			end := min(m.N, base+m.ws)
			for i := base; i < end; i++ {
				if f(x[i], y[i]) {
					mk |= 1 << (i - base)
				}
			}
			mask[w] = mk
		}
	}
	return m.writeMask(in, in.A.Dst, mask) == nil
}

// cndmask is valu's v_cndmask_b32: source 1 where the mask's bit is set.
func (u *uniforms) cndmask(m *Machine, in *Inst, d *amdgcn.InstDef) bool {
	a, ok := u.src(m, in, 0, d.Src[0])
	if !ok {
		return false
	}
	b, ok := u.src(m, in, 1, d.Src[1])
	if !ok {
		return false
	}
	mask, err := m.maskReg(in, in.A.Src[2])
	if err != nil {
		return false
	}
	r, ok := dstReg(in, 1)
	if !ok {
		return false
	}
	if a.uni && b.uni && uint32(a.x) == uint32(b.x) {
		u.define(m, r, uint32(a.x))
		return true
	}
	xl, xs, xm, xc, xf, okx := u.view(m, &a, 0)
	yl, ys, ym, yc, yf, oky := u.view(m, &b, 1)
	if okx && oky {
		dst := u.column(m, r)
		plain := xs == 0 && ys == 0 && xm == 0xffffffff && ym == 0xffffffff && xc|xf|yc|yf == 0
		for w := 0; w < m.nw; w++ {
			mk := mask(w)
			base := w * m.ws
			end := min(m.N, base+m.ws)
			d := dst[base:end]
			xw, yw := xl[base:end][:len(d)], yl[base:end][:len(d)]
			full := uint64(1)<<uint(len(d)) - 1
			if len(d) == 64 {
				full = ^uint64(0)
			}
			switch {
			case plain && mk&full == full:
				copy(d, yw) // every lane takes source 1
				continue
			case plain && mk&full == 0 && a.uni:
				x := uint32(a.x)
				for j := range d {
					d[j] = x
				}
				continue
			case plain && a.uni:
				x := uint32(a.x)
				for j, y := range yw {
					d[j] = x ^ (x^y)&-uint32(mk>>uint(j)&1)
				}
				continue
			case plain:
				for j := range d {
					x, y := xw[j], yw[j]
					d[j] = x ^ (x^y)&-uint32(mk>>uint(j)&1)
				}
				continue
			}
			for j := range d {
				x := uint32((uint64(xw[j])>>xs&xm)&^xc ^ xf)
				y := uint32((uint64(yw[j])>>ys&ym)&^yc ^ yf)
				sel := -uint32(mk >> uint(j) & 1) // all ones where the mask's bit is set
				d[j] = x ^ (x^y)&sel
			}
		}
		return true
	}
	x, y := m.buf(0), m.buf(1)
	a.gather(m, x)
	b.gather(m, y)
	dst := u.column(m, r)
	for w := 0; w < m.nw; w++ {
		mk := mask(w)
		base := w * m.ws
		end := min(m.N, base+m.ws)
		for i := base; i < end; i++ {
			if mk>>(i-base)&1 == 1 {
				dst[i] = uint32(y[i])
			} else {
				dst[i] = uint32(x[i])
			}
		}
	}
	return true
}

func is16(t amdgcn.OpType) bool { return t == amdgcn.TF16 || t == amdgcn.TI16 }

// nanCompare sets mask to cmp_u (nanU) or cmp_o of a and b, one-register
// operands, uniform or columns; false where an operand is neither.
func (u *uniforms) nanCompare(m *Machine, a, b *fsrc, lane semantics.Type, nanU bool, mask []uint64) bool {
	if a.uni && !b.uni {
		a, b = b, a // both functions are symmetric
	}
	lo, sh, mk, cl, fl, ok := a.column(m)
	if !ok {
		return false
	}
	var ylo []uint32
	var ysh uint
	var ymk, ycl, yfl uint64
	if !b.uni {
		if ylo, ysh, ymk, ycl, yfl, ok = b.column(m); !ok {
			return false
		}
	} else if semantics.IsNaN(lane, b.x) {
		// The uniform operand is a NaN: every lane the same.
		for w := range mask {
			mask[w] = 0
			if nanU {
				k := min(m.ws, m.N-w*m.ws)
				mask[w] = ^uint64(0)
				if k < 64 {
					mask[w] = 1<<k - 1
				}
			}
		}
		return true
	}
	nb := nanBoundOf(lane)
	if nb.all == 0 {
		return false
	}
	all, sign, inf := nb.all, nb.sign, nb.inf
	seqPath := ylo == nil && sh == 0 && cl == 0 && fl == 0 && a.seq && mk&all == all
	for _, f := range []*fsrc{a, b} {
		if f.lazy > 0 && (!seqPath || f == b) { // every other path reads the lanes
			u.materialize(m, f.lazy-1)
			f.lazy = 0
		}
	}
	flip := uint64(0)
	if !nanU {
		flip = 1 // cmp_o: neither is a NaN
	}
	for w := range mask {
		var word uint64
		base := w * m.ws
		end := min(m.N, base+m.ws)
		xw := lo[base:end]
		if seqPath {
			// a sequence: its NaNs are ranges of lanes
			word = seqNaNs(a.first+uint32(base), len(xw), sign, inf)
			if flip != 0 {
				word ^= ^uint64(0) >> uint(64-len(xw))
			}
		} else if ylo == nil && sh == 0 && cl == 0 && fl == 0 {
			// A NaN is above +inf: inf - x wraps, setting bit 63.
			am := mk & all &^ sign
			j := 0
			for ; j+8 <= len(xw); j += 8 {
				q := xw[j : j+8 : j+8]
				// each NaN bit lands in place: bit 63 of the wrapped
				// difference shifted right by 63-k is bit k
				b := (inf-uint64(q[0])&am)>>63 | (inf-uint64(q[1])&am)>>63<<1 |
					(inf-uint64(q[2])&am)>>63<<2 | (inf-uint64(q[3])&am)>>63<<3 |
					(inf-uint64(q[4])&am)>>63<<4 | (inf-uint64(q[5])&am)>>63<<5 |
					(inf-uint64(q[6])&am)>>63<<6 | (inf-uint64(q[7])&am)>>63<<7
				word |= b << uint(j)
			}
			for ; j < len(xw); j++ {
				word |= (inf - uint64(xw[j])&am) >> 63 << uint(j)
			}
			if flip != 0 {
				word ^= ^uint64(0) >> uint(64-len(xw)) // cmp_o: the wave's lanes flipped
			}
		} else if ylo == nil {
			for j, x := range xw {
				v := (uint64(x)>>sh&mk)&^cl ^ fl
				word |= (b2u(v&all&^sign > inf) ^ flip) << uint(j)
			}
		} else {
			yw := ylo[base:end][:len(xw)]
			for j, x := range xw {
				v := (uint64(x)>>sh&mk)&^cl ^ fl
				y := (uint64(yw[j])>>ysh&ymk)&^ycl ^ yfl
				word |= (b2u(v&all&^sign > inf || y&all&^sign > inf) ^ flip) << uint(j)
			}
		}
		mask[w] = word
	}
	return true
}

func b2u(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

// nanBound is how semantics.IsNaN decides on a float type: x is a NaN
// where x&all&^sign > inf.
type nanBound struct{ all, sign, inf uint64 }

var nanBounds = map[semantics.Type]nanBound{}

func init() {
	for _, t := range []semantics.Type{semantics.F16, semantics.BF16, semantics.F32, semantics.F64} {
		nanBounds[t] = findNaNBound(t)
	}
}

// findNaNBound derives t's bound from semantics.IsNaN itself: the
// positive NaNs are the patterns above +inf, so +inf is found by bisection
// (TestNaNBound checks the bound against IsNaN).
func findNaNBound(t semantics.Type) nanBound {
	all := t.Mask()
	sign := uint64(1) << (t.Bits() - 1)
	lo, hi := uint64(0), sign-1 // !IsNaN(lo), IsNaN(hi)
	if semantics.IsNaN(t, lo) || !semantics.IsNaN(t, hi) {
		return nanBound{}
	}
	for hi-lo > 1 {
		mid := lo + (hi-lo)/2
		if semantics.IsNaN(t, mid) {
			hi = mid
		} else {
			lo = mid
		}
	}
	return nanBound{all: all, sign: sign, inf: lo}
}

// nanBoundOf returns lane's bound; all is 0 for a type without one.
func nanBoundOf(lane semantics.Type) nanBound { return nanBounds[lane] }

// minMaxSeq is minMax's run fill: a two-input 16-bit min/max of a
// uniform first input and a sequence second input (an exhaustive
// sweep's: a row's runs written out, no lookups), into a destination that
// is new or uniform; false where that does not apply, before anything
// changes.
func (u *uniforms) minMaxSeq(m *Machine, in *Inst, md *model, ss *[3]fsrc, r int, keep uint32, dstHi bool) bool {
	d := in.A.Entry().Def
	if d.Shape != amdgcn.ShapeBinary || in.A.Clamp || md.t != semantics.F16 && md.t != semantics.BF16 ||
		!ss[0].uni || ss[0].x > 0xffff || !is16(d.Src[1]) || !is16(d.Dst) || dstHi || m.v[r] != nil && !u.uni[r] {
		return false
	}
	if ss[1].s.kind != amdgcn.OpVGPR || ss[1].s.hi != nil {
		return false
	}
	if sh, mk, cl, fl := ss[1].s.laneBits(); sh != 0 || mk != 0xffff || cl != 0 || fl != 0 {
		return false
	}
	runs := u.rowRuns(md, uint16(ss[0].x))
	if runs == nil {
		return false
	}
	var p uint32 // the high half (keep16: zero where GFX9 clears it)
	if m.v[r] != nil {
		p = u.val[r] & keep
	}
	u.column(m, r) // (written out when read: rl)
	u.rlRuns[r] = append(u.rlRuns[r][:0], runs...)
	u.rlY[r], u.rlP[r], u.rl[r] = ss[1].first, p, true
	u.nseq++
	return true
}

// seqNaNs is the NaN bits of n ≤ 64 lanes holding s, s+1, …, s+n-1
// (s+n ≤ 2·sign): lane j's bit where (s+j) mod sign > inf, i.e. the lanes
// in (inf, sign) and (sign+inf, 2·sign).
func seqNaNs(s uint32, n int, sign, inf uint64) uint64 {
	var word uint64
	lo, hi := uint64(s), uint64(s)+uint64(n)
	for _, r := range [2][2]uint64{{inf + 1, sign}, {sign + inf + 1, 2 * sign}} {
		a, b := max(r[0], lo), min(r[1], hi)
		if a < b {
			k := b - a // lanes a-lo … b-lo-1
			bits := ^uint64(0)
			if k < 64 {
				bits = 1<<k - 1
			}
			word |= bits << (a - lo)
		}
	}
	return word
}
