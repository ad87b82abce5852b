package amdexec

import (
	"encoding/binary"
	"math/bits"

	"github.com/lowerc/lowerc/targets/amdgcn"
)

// The instructions of package amdgcn's table that llc-19's kernels use
// besides those of lowerc's lowering (issues 11 and 13;
// docs/reference/amdgpu.md §3.6): VALU address and bit helpers, the scalar
// address arithmetic and compares, and global accesses of three and four
// dwords. Their definitions are the ISA guides' (docs/reference/amdgpu.md
// §3.6 cites them).

// valuLLC runs one of the VALU instructions above; ok is false for any
// other key.
func (m *Machine) valuLLC(in *Inst, d *amdgcn.InstDef, ss [3]src) (ok bool, err error) {
	switch d.Key {
	case "add_lshl_u32":
		// D = (S0 + S1) << S2[4:0]
		return true, m.ternary(in, ss, func(a, b, c uint64) uint64 { return (a + b) << (c & 31) })
	case "lshl_add_u32":
		// D = (S0 << S1[4:0]) + S2
		return true, m.ternary(in, ss, func(a, b, c uint64) uint64 { return a<<(b&31) + c })
	case "and_or_b32":
		// D = (S0 & S1) | S2
		return true, m.ternary(in, ss, func(a, b, c uint64) uint64 { return a&b | c })
	case "add3_u32":
		// D = S0 + S1 + S2 (an ExtDef until issue 13)
		return true, m.ternary(in, ss, func(a, b, c uint64) uint64 { return a + b + c })
	case "or3_b32":
		// D = S0 | S1 | S2
		return true, m.ternary(in, ss, func(a, b, c uint64) uint64 { return a | b | c })
	case "subrev_u32":
		// D = S1 - S0
		return true, m.binary(in, ss[0], ss[1], func(a, b uint64) uint64 { return b - a })
	case "bfrev_b32":
		return true, m.unary(in, ss[0], func(a uint64) uint64 { return uint64(bits.Reverse32(uint32(a))) })
	case "lshl_add_u64":
		// D.u64 = (S0.u64 << S1[2:0]) + S2.u64 (shift amounts 0–4 are
		// what the gfx940 guide allows; the field is 3 bits wide)
		return true, m.wide(in, func(w, i int) uint64 {
			return ss[0].val(m, w, i)<<(ss[1].val(m, w, i)&7) + ss[2].val(m, w, i)
		})
	case "lshlrev_b64":
		// D.u64 = S1.u64 << S0[5:0]
		return true, m.wide(in, func(w, i int) uint64 { return ss[1].val(m, w, i) << (ss[0].val(m, w, i) & 63) })
	case "lshlrev_b16":
		// D.u16 = S1.u16 << S0[3:0]; the high half zeroed on GFX9, kept
		// after (keep16)
		lo, _, err := m.dstVGPR(in, in.A.Dst, 1)
		if err != nil {
			return true, err
		}
		keep := m.keep16(d.Shape)
		m.lanes(func(w, i int) {
			r := ss[1].val(m, w, i) << (ss[0].val(m, w, i) & 15)
			lo[i] = lo[i]&keep | uint32(r&0xffff)
		})
		return true, nil
	case "pack_b32_f16":
		// D = {S1.f16, S0.f16}: the halves as they are (abs/neg and
		// op_sel apply to the sources)
		return true, m.binary(in, ss[0], ss[1], func(a, b uint64) uint64 { return a&0xffff | (b&0xffff)<<16 })
	}
	return false, nil
}

// wide writes a 64-bit VALU result f(w, i) to the VGPR pair Dst in every
// active lane. Every source is read before any lane is written (the
// sources are in other registers' storage or read through f first).
func (m *Machine) wide(in *Inst, f func(w, i int) uint64) error {
	res := m.buf(3)
	m.lanes(func(w, i int) { res[i] = f(w, i) })
	lo, hi, err := m.dstVGPR(in, in.A.Dst, 2)
	if err != nil {
		return err
	}
	m.lanes(func(_, i int) { lo[i], hi[i] = uint32(res[i]), uint32(res[i]>>32) })
	return nil
}

// saluLLC runs one of the scalar instructions above; ok is false for any
// other key.
func (m *Machine) saluLLC(in *Inst, d *amdgcn.InstDef) (ok bool, err error) {
	// f returns the result and SCC (setSCC false: SCC is kept).
	var f func(a, b uint64, scc bool) (r uint64, sc, setSCC bool)
	regs := 1
	t0, t1 := amdgcn.TB32, amdgcn.TB32
	switch d.Key {
	case "s_cmp_eq_u32", "s_cmp_eq_u64":
		f = func(a, b uint64, _ bool) (uint64, bool, bool) { return 0, a == b, true }
	case "s_bitcmp0_b32":
		f = func(a, b uint64, _ bool) (uint64, bool, bool) { return 0, a>>(b&31)&1 == 0, true }
	case "s_bitcmp1_b32":
		f = func(a, b uint64, _ bool) (uint64, bool, bool) { return 0, a>>(b&31)&1 == 1, true }
	case "s_lshl_b32":
		f = func(a, b uint64, _ bool) (uint64, bool, bool) {
			r := a << (b & 31) & 0xffffffff
			return r, r != 0, true
		}
	case "s_lshr_b32":
		f = func(a, b uint64, _ bool) (uint64, bool, bool) { r := a >> (b & 31); return r, r != 0, true }
	case "s_lshl_b64":
		f = func(a, b uint64, _ bool) (uint64, bool, bool) { r := a << (b & 63); return r, r != 0, true }
	case "s_add_u32":
		f = func(a, b uint64, _ bool) (uint64, bool, bool) { r := a + b; return r & 0xffffffff, r>>32 != 0, true }
	case "s_addc_u32":
		f = func(a, b uint64, scc bool) (uint64, bool, bool) {
			r := a + b + uint64(b2i(scc))
			return r & 0xffffffff, r>>32 != 0, true
		}
	case "s_add_i32":
		f = func(a, b uint64, _ bool) (uint64, bool, bool) {
			x, y := int32(a), int32(b)
			r := x + y
			// SCC: signed overflow (the operands' signs agree and the
			// result's differs)
			return uint64(uint32(r)), (x < 0) == (y < 0) && (r < 0) != (x < 0), true
		}
	case "s_mul_i32":
		f = func(a, b uint64, _ bool) (uint64, bool, bool) { return a * b & 0xffffffff, false, false }
	case "s_mul_hi_u32":
		f = func(a, b uint64, _ bool) (uint64, bool, bool) { return a * b >> 32, false, false }
	case "s_pack_lh_b32_b16":
		// D = {S1[31:16], S0[15:0]}
		f = func(a, b uint64, _ bool) (uint64, bool, bool) { return a&0xffff | b&0xffff0000, false, false }
	case "s_max_i32", "s_min_i32", "s_max_u32", "s_min_u32":
		// D = S0 if it wins, else S1; SCC = S0 won (S0 > S1 for max, S0 <
		// S1 for min, signed or unsigned)
		signed, isMax := d.Key[6] == 'i', d.Key[2:5] == "max"
		f = func(a, b uint64, _ bool) (uint64, bool, bool) {
			x, y := int64(a), int64(b)
			if signed {
				x, y = int64(int32(a)), int64(int32(b))
			}
			win := x < y
			if isMax {
				win = x > y
			}
			if win {
				return a, true, true
			}
			return b, false, true
		}
	case "s_add_nc_u64":
		f = func(a, b uint64, _ bool) (uint64, bool, bool) { return a + b, false, false }
	case "s_mul_u64":
		f = func(a, b uint64, _ bool) (uint64, bool, bool) { return a * b, false, false }
	default:
		if f, ok = saluRows(d.Key); !ok { // tablerows.go
			return false, nil
		}
	}
	if d.Src[0] == amdgcn.TI64 {
		t0 = amdgcn.TI64
	}
	if d.Src[1] == amdgcn.TI64 {
		t1 = amdgcn.TI64
	}
	if d.Dst == amdgcn.TI64 {
		regs = 2
	}
	a, err := m.source(in, 0, t0)
	if err != nil {
		return true, err
	}
	var b src
	if d.Shape != amdgcn.ShapeSOP1 {
		if b, err = m.source(in, 1, t1); err != nil {
			return true, err
		}
	}
	if d.Key == "s_addc_u32" && !m.sccDef {
		return true, errAt(in, "reads SCC, which no instruction defined")
	}
	res := make([]uint64, m.nw)
	scc := make([]bool, m.nw)
	setSCC := false
	for w := 0; w < m.nw; w++ {
		old := m.sccDef && m.scc[w]
		var bv uint64
		if d.Shape != amdgcn.ShapeSOP1 {
			bv = b.raw(m, w, 0)
		}
		res[w], scc[w], setSCC = f(a.raw(m, w, 0), bv, old)
	}
	if d.Shape != amdgcn.ShapeSOPC {
		o := in.A.Dst
		if o.Kind != amdgcn.OpSGPR || !m.sgprOK(int(o.Code), regs) {
			return true, errAt(in, "scalar destination code %d is not supported by the executor", o.Code)
		}
		for w := 0; w < m.nw; w++ {
			m.SetSGPR(int(o.Code), w, uint32(res[w]))
			if regs == 2 {
				m.SetSGPR(int(o.Code)+1, w, uint32(res[w]>>32))
			}
		}
	}
	if setSCC {
		m.scc, m.sccDef = scc, true
	}
	return true, nil
}

// globalWide runs a global load or store of three or four dwords: every
// lane's address is computed and every source read before anything is
// written (a load's destination may overlap its address).
func (m *Machine) globalWide(in *Inst, d *amdgcn.InstDef) error {
	n := d.Dwords
	load := d.Shape == amdgcn.ShapeGLoad
	if m.tuples != nil {
		return m.globalWideTuples(in, d)
	}
	addrs, err := m.globalAddrs(in)
	if err != nil {
		return err
	}
	if load {
		vals := make([][]uint32, n)
		for k := range vals {
			vals[k] = make([]uint32, m.N)
		}
		m.lanes(func(w, i int) {
			if err != nil {
				return
			}
			b, e := m.Mem.at(addrs[i], 4*n)
			if e != nil {
				err = errAt(in, "lane %d: %v", i, e)
				return
			}
			for k := 0; k < n; k++ {
				vals[k][i] = binary.LittleEndian.Uint32(b[4*k:])
			}
		})
		if err != nil {
			return err
		}
		return m.writeVGPRs(in, in.A.Dst, vals)
	}
	data, err := m.readVGPRs(in, in.A.Src[2], n)
	if err != nil {
		return err
	}
	m.lanes(func(w, i int) {
		if err != nil {
			return
		}
		b, e := m.Mem.at(addrs[i], 4*n)
		if e != nil {
			err = errAt(in, "lane %d: %v", i, e)
			return
		}
		for k := 0; k < n; k++ {
			binary.LittleEndian.PutUint32(b[4*k:], data[k][i])
		}
	})
	return err
}

// globalAddrs returns each active lane's address of a global access
// (vaddr pair with off, or saddr + the 32-bit vaddr offset), plus the
// instruction's offset.
func (m *Machine) globalAddrs(in *Inst) ([]uint64, error) {
	var vaddr, saddr src
	useS, err := m.globalAddrRegs(in, &vaddr, &saddr)
	if err != nil {
		return nil, err
	}
	addrs := make([]uint64, m.N)
	m.lanes(func(w, i int) {
		a := uint64(vaddr.lo[i])
		if useS {
			a += saddr.raw(m, w, 0)
		} else {
			a |= uint64(vaddr.hi[i]) << 32
		}
		addrs[i] = a + uint64(int64(in.A.Offset))
	})
	return addrs, nil
}

// readVGPRs copies the n VGPRs from o (each defined) for every lane.
func (m *Machine) readVGPRs(in *Inst, o amdgcn.Operand, n int) ([][]uint32, error) {
	if o.Kind != amdgcn.OpVGPR {
		return nil, errAt(in, "the data must be VGPRs")
	}
	r := int(o.Code) - 256
	if r+n > 256 {
		return nil, errAt(in, "v%d: VGPR out of range", r+n-1)
	}
	out := make([][]uint32, n)
	for k := range out {
		if m.v[r+k] == nil {
			return nil, errAt(in, "reads v%d, which no input or instruction defined", r+k)
		}
		out[k] = append([]uint32(nil), m.v[r+k]...)
	}
	return out, nil
}

// writeVGPRs writes vals[k] to VGPR o+k in the active lanes.
func (m *Machine) writeVGPRs(in *Inst, o amdgcn.Operand, vals [][]uint32) error {
	if o.Kind != amdgcn.OpVGPR {
		return errAt(in, "destination is not a VGPR")
	}
	r := int(o.Code) - 256
	if r+len(vals) > 256 {
		return errAt(in, "v%d: VGPR out of range", r+len(vals)-1)
	}
	for k, v := range vals {
		dst := m.DefineVGPR(r + k)
		m.lanes(func(_, i int) { dst[i] = v[i] })
	}
	return nil
}

// globalWideTuples is globalWide on RunTuples' memory: one dword access
// per register, each through globalTuples, loads gathered first.
func (m *Machine) globalWideTuples(in *Inst, d *amdgcn.InstDef) error {
	n := d.Dwords
	load := d.Shape == amdgcn.ShapeGLoad
	var vaddr, saddr src
	useS, err := m.globalAddrRegs(in, &vaddr, &saddr)
	if err != nil {
		return err
	}
	// The address registers are copied: a load's destination may be one.
	vaddr.lo = append([]uint32(nil), vaddr.lo...)
	if vaddr.hi != nil {
		vaddr.hi = append([]uint32(nil), vaddr.hi...)
	}
	vals := make([][]uint32, n)
	var data [][]uint32
	if !load {
		var err error
		if data, err = m.readVGPRs(in, in.A.Src[2], n); err != nil {
			return err
		}
	}
	for k := 0; k < n; k++ {
		sub := *in
		sub.A.Offset += int32(4 * k)
		vals[k] = make([]uint32, m.N)
		var ds src
		if !load {
			ds = src{kind: amdgcn.OpVGPR, lo: data[k], regs: 1}
		}
		if err := m.globalTuples(&sub, &vaddr, &saddr, useS, 4, load, &ds, vals[k], nil); err != nil {
			return err
		}
	}
	if load {
		return m.writeVGPRs(in, in.A.Dst, vals)
	}
	return nil
}

// mad64 is V_MAD_U64_U32 (VOP3B): D.u64 = S0.u32 * S1.u32 + S2.u64 in
// every active lane, and the carry out of bit 63 in the lane's bit of
// SDst (0 for inactive lanes, as VOPC masks are written).
func (m *Machine) mad64(in *Inst, d *amdgcn.InstDef) error {
	var ss [3]src
	for k := range ss {
		s, err := m.source(in, k, d.Src[k])
		if err != nil {
			return err
		}
		ss[k] = s
	}
	mask := make([]uint64, m.nw)
	err := m.wide(in, func(w, i int) uint64 {
		p := (ss[0].val(m, w, i) & 0xffffffff) * (ss[1].val(m, w, i) & 0xffffffff)
		r, carry := bits.Add64(p, ss[2].val(m, w, i), 0)
		mask[w] |= carry << (i - w*m.ws)
		return r
	})
	if err != nil {
		return err
	}
	return m.writeMask(in, in.A.SDst, mask)
}

// addCarry is V_ADD_CO_U32 (D = S0 + S1) and V_ADDC_CO_U32 /
// V_ADD_CO_CI_U32 (D = S0 + S1 + the lane's bit of the carry-in mask
// Src[2]) in every active lane, with the carry out of bit 31 in the lane's
// bit of SDst (0 for inactive lanes). The e32 forms read and write VCC.
func (m *Machine) addCarry(in *Inst, d *amdgcn.InstDef) error {
	a, err := m.source(in, 0, amdgcn.TB32)
	if err != nil {
		return err
	}
	b, err := m.source(in, 1, amdgcn.TB32)
	if err != nil {
		return err
	}
	cin := func(int) uint64 { return 0 }
	if d.Shape == amdgcn.ShapeAddCoCI {
		if cin, err = m.maskReg(in, in.A.Src[2]); err != nil {
			return err
		}
	}
	res := m.buf(3)
	mask := make([]uint64, m.nw)
	m.lanes(func(w, i int) {
		j := i - w*m.ws
		s := a.val(m, w, i) + b.val(m, w, i) + cin(w)>>j&1
		res[i] = s & 0xffffffff
		mask[w] |= s >> 32 << j
	})
	lo, _, err := m.dstVGPR(in, in.A.Dst, 1)
	if err != nil {
		return err
	}
	m.lanes(func(_, i int) { lo[i] = uint32(res[i]) })
	return m.writeMask(in, in.A.SDst, mask)
}

// readFirstLane is V_READFIRSTLANE_B32: the SGPR destination gets the
// source VGPR of the wave's first active lane (lane 0 when EXEC is 0).
func (m *Machine) readFirstLane(in *Inst) error {
	var s src
	if err := m.readReg(in, in.A.Src[0], 1, &s); err != nil {
		return err
	}
	if s.kind != amdgcn.OpVGPR {
		return errAt(in, "the source must be a VGPR")
	}
	o := in.A.Dst
	if o.Kind == amdgcn.OpSGPR && o.Code == amdgcn.NullCode(m.Gen) && m.Gen.Family != amdgcn.GFX9 {
		return nil
	}
	if o.Kind != amdgcn.OpSGPR || !m.sgprOK(int(o.Code), 1) {
		return errAt(in, "SGPR destination code %d is not supported by the executor", o.Code)
	}
	for w := 0; w < m.nw; w++ {
		lane := 0
		if ex := m.exec(w); ex != 0 {
			lane = bits.TrailingZeros64(ex)
		}
		i := min(w*m.ws+lane, m.N-1)
		m.SetSGPR(int(o.Code), w, s.lo[i])
	}
	return nil
}
