package amdexec

import (
	"strings"

	"github.com/lowerc/lowerc/targets/amdgcn"
)

// The rows issue 13 added to package amdgcn's table that the executor
// runs (docs/reference/amdgpu.md §3.9): the float compares, v_xor_b32,
// v_not_b32, the f16/f32 conversions and s_setpc_b64 (until then the
// executor's own ExtDefs, with the same definitions, which now live here),
// gfx950's packed conversions (pack.go), the 24-bit multiplies, v_mov_b64,
// the s_pack family, the sign extensions and the SOPK arithmetic and
// compares. s_getpc_b64 and s_swappc_b64 (calls) are in the table but not
// run: an error names them.

// callKey reports whether key is a row that reads or writes the program
// counter: the value-slice paths (fast.go) leave them to Machine.step.
func callKey(key string) bool {
	return key == "s_setpc_b64" || key == "s_getpc_b64" || key == "s_swappc_b64"
}

// stepPC runs s_setpc_b64 (a jump, which the executor runs only as a
// function's return to RetAddr) and refuses the calls.
func (m *Machine) stepPC(in *Inst, d *amdgcn.InstDef) (Stop, error) {
	if d.Key != "s_setpc_b64" {
		return 0, errAt(in, "%s (a call) is not supported by the executor", in.A.Name())
	}
	var s src
	if err := m.readReg(in, in.A.Src[0], 2, &s); err != nil {
		return 0, err
	}
	for w := 0; w < m.nw; w++ {
		if a := s.raw(m, w, 0); a != m.RetAddr {
			return 0, errAt(in, "wave %d jumps to 0x%x, not to the return address 0x%x: indirect jumps are not supported by the executor", w, a, m.RetAddr)
		}
	}
	return StopReturn, nil
}

// floatCmp returns the compare of a float v_cmp_<pred>_<type> row (pred in
// cmpPreds), or ok false.
func floatCmp(d *amdgcn.InstDef) (CmpForm, bool) {
	rest, ok := strings.CutPrefix(d.Key, "cmp_")
	if !ok {
		return CmpForm{}, false
	}
	p, ty, _ := strings.Cut(rest, "_")
	t, tok := cmpTypes[ty]
	if !tok {
		return CmpForm{}, false
	}
	for i, n := range cmpPreds {
		if n != "" && n == p {
			return CmpForm{Pred: i, Type: t}, true
		}
	}
	return CmpForm{}, false
}

// compareFloat runs a float compare row: the IEEE predicate (cmpFloat)
// after flushing subnormal inputs where the mode flushes them.
func (m *Machine) compareFloat(in *Inst, c CmpForm, a, b src) error {
	if in.A.Clamp {
		return errAt(in, "clamp on a compare is not supported by the executor")
	}
	lane := laneType(c.Type)
	dn := m.Mode.Denorm1664
	if c.Type == amdgcn.TF32 {
		dn = m.Mode.Denorm32
	}
	flush := dn == 0 || dn == 2
	mask := make([]uint64, m.nw)
	m.lanes(func(w, i int) {
		if cmpFloat(c.Pred, lane, a.val(m, w, i), b.val(m, w, i), flush) {
			mask[w] |= 1 << (i - w*m.ws)
		}
	})
	return m.writeMask(in, in.A.Dst, mask)
}

// valuRows runs the VALU rows above; ok is false for any other key.
func (m *Machine) valuRows(in *Inst, d *amdgcn.InstDef, ss [3]src) (bool, error) {
	switch d.Key {
	case "xor_b32", "not_b32", "mul_hi_u32_u24", "mul_hi_i32_i24", "mul_i32_i24", "mov_b64",
		"cvt_f32_f16", "cvt_f16_f32", "cvt_pk_bf16_f32", "cvt_pk_f16_f32":
	default:
		return false, nil
	}
	if in.A.Clamp {
		return true, errAt(in, "clamp on %s is not supported by the executor", in.A.Name())
	}
	switch d.Key {
	case "xor_b32":
		return true, m.binary(in, ss[0], ss[1], func(a, b uint64) uint64 { return a ^ b })
	case "not_b32":
		return true, m.unary(in, ss[0], func(a uint64) uint64 { return ^a })
	case "mul_hi_u32_u24":
		// D = (S0[23:0] * S1[23:0]) >> 32, unsigned
		return true, m.binary(in, ss[0], ss[1], func(a, b uint64) uint64 { return (a & 0xffffff) * (b & 0xffffff) >> 32 })
	case "mul_hi_i32_i24", "mul_i32_i24":
		hi := d.Key == "mul_hi_i32_i24"
		return true, m.binary(in, ss[0], ss[1], func(a, b uint64) uint64 {
			p := sext24(a) * sext24(b) // |p| < 2^46
			if hi {
				return uint64(p >> 32)
			}
			return uint64(p)
		})
	case "mov_b64":
		return true, m.wide(in, func(w, i int) uint64 { return ss[0].val(m, w, i) })
	case "cvt_f32_f16":
		return true, m.unary(in, ss[0], func(a uint64) uint64 { return uint64(f16to32(uint16(a), m.Mode.IEEE)) })
	case "cvt_f16_f32":
		lo, _, err := m.dstVGPR(in, in.A.Dst, 1)
		if err == nil {
			keep := m.keep16(amdgcn.ShapeVOP1)
			m.lanes(func(w, i int) { lo[i] = lo[i]&keep | uint32(f32to16(uint32(ss[0].val(m, w, i)), m.Mode.IEEE)) })
		}
		return true, err
	}
	return true, m.cvtPk(in, d.Key == "cvt_pk_f16_f32", ss) // pack.go
}

// sext24 is the low 24 bits of x, sign-extended.
func sext24(x uint64) int64 { return int64(int32(uint32(x)<<8) >> 8) }

// saluRows gives the scalar rows above as saluLLC's f; ok is false for
// any other key.
func saluRows(key string) (f func(a, b uint64, scc bool) (uint64, bool, bool), ok bool) {
	switch key {
	case "s_pack_ll_b32_b16":
		// D = {S1[15:0], S0[15:0]}
		return func(a, b uint64, _ bool) (uint64, bool, bool) { return a&0xffff | b&0xffff<<16, false, false }, true
	case "s_pack_hh_b32_b16":
		// D = {S1[31:16], S0[31:16]}
		return func(a, b uint64, _ bool) (uint64, bool, bool) { return a>>16&0xffff | b&0xffff0000, false, false }, true
	case "s_pack_hl_b32_b16":
		// D = {S1[15:0], S0[31:16]}
		return func(a, b uint64, _ bool) (uint64, bool, bool) { return a>>16&0xffff | b&0xffff<<16, false, false }, true
	case "s_sext_i32_i16":
		return func(a, _ uint64, _ bool) (uint64, bool, bool) { return uint64(uint32(int32(int16(a)))), false, false }, true
	case "s_sext_i32_i8":
		return func(a, _ uint64, _ bool) (uint64, bool, bool) { return uint64(uint32(int32(int8(a)))), false, false }, true
	}
	return nil, false
}

// sopk runs the SOPK rows: s_movk_i32 (D = simm16 sign-extended),
// s_addk_i32 (D += simm16 sign-extended; SCC = signed overflow),
// s_mulk_i32 (D *= simm16 sign-extended) and s_cmpk_<op>_i32/u32 (SCC =
// D <op> simm16, sign-extended for i32 and zero-extended for u32).
func (m *Machine) sopk(in *Inst, d *amdgcn.InstDef) error {
	if d.Key == "s_movk_i32" {
		return m.movk(in)
	}
	c := int(in.A.Dst.Code)
	if !m.sgprOK(c, 1) {
		return errAt(in, "SGPR code %d is not supported by the executor", c)
	}
	if !m.sdef[c] {
		return errAt(in, "reads s%d, which no instruction defined", c)
	}
	k := uint32(int32(int16(uint16(in.A.Imm))))
	scc := make([]bool, m.nw)
	rest, isCmp := strings.CutPrefix(d.Key, "s_cmpk_")
	op, ty, _ := strings.Cut(rest, "_")
	if ty == "u32" {
		k = in.A.Imm & 0xffff
	}
	if !isCmp && d.Key != "s_addk_i32" && d.Key != "s_mulk_i32" {
		return errAt(in, "%s is not supported by the executor", in.A.Name())
	}
	for w := 0; w < m.nw; w++ {
		x, _ := m.SGPR(c, w)
		switch {
		case isCmp && ty == "i32":
			scc[w] = cmpInt(op, int64(int32(x)), int64(int32(k)))
		case isCmp:
			scc[w] = cmpInt(op, int64(x), int64(k))
		case d.Key == "s_addk_i32":
			r := int32(x) + int32(k)
			m.SetSGPR(c, w, uint32(r))
			scc[w] = (int32(x) < 0) == (int32(k) < 0) && (r < 0) != (int32(x) < 0)
		default: // s_mulk_i32: SCC kept
			m.SetSGPR(c, w, x*k)
		}
	}
	if d.Key != "s_mulk_i32" {
		m.scc, m.sccDef = scc, true
	}
	return nil
}

func cmpInt(op string, a, b int64) bool {
	switch op {
	case "eq":
		return a == b
	case "lg":
		return a != b
	case "gt":
		return a > b
	case "ge":
		return a >= b
	case "lt":
		return a < b
	}
	return a <= b // le
}
