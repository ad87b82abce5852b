package amdexec

import (
	"encoding/binary"
	"fmt"
	"strings"

	"github.com/lowerc/lowerc/targets/amdgcn"
)

// VOPD (GFX11+): two VALU operations issued together, "v_dual_X ... ::
// v_dual_Y ...". Layout (from llvm-mc-19 -show-encoding on gfx1100 and
// gfx1200): dword 0 = 0b110010[31:26] | opx[25:22] | opy[21:17] |
// vsrcx1[16:9] | srcx0[8:0]; dword 1 = vdstx[31:24] | vdsty[7:1][23:17] |
// vsrcy1[16:9] | srcy0[8:0], the low bit of vdsty being the inverse of
// vdstx's; a literal dword follows when a src0 is 255. Opcodes (LLVM's
// VOPD table): 8 v_dual_mov_b32, 9 v_dual_cndmask_b32 (VCC as the
// mask), 10 v_dual_max, 11 v_dual_min (f32); in the Y half only, 17
// v_dual_lshlrev_b32 and 18 v_dual_and_b32 (llvm-mc-19 on gfx1100 and
// gfx1200 encodes them there and rejects them as the X half).

// A DualOp is one half of a VOPD instruction.
type DualOp struct {
	Op   int // 8 mov, 10 max, 11 min
	Dst  amdgcn.Operand
	Src0 amdgcn.Operand
	Src1 amdgcn.Operand // VGPR; unused for mov
}

var dualNames = map[int][2]string{ // GFX11 name, GFX12 name
	8:  {"v_dual_mov_b32", "v_dual_mov_b32"},
	9:  {"v_dual_cndmask_b32", "v_dual_cndmask_b32"},
	10: {"v_dual_max_f32", "v_dual_max_num_f32"},
	11: {"v_dual_min_f32", "v_dual_min_num_f32"},
	17: {"v_dual_lshlrev_b32", "v_dual_lshlrev_b32"},
	18: {"v_dual_and_b32", "v_dual_and_b32"},
}

// dualBits are the bit operations among the dual ops (Y half only).
var dualBits = map[int]func(a, b uint64) uint64{
	17: func(a, b uint64) uint64 { return b << (a & 31) },
	18: func(a, b uint64) uint64 { return a & b },
}

// the plain instruction whose model a dual op uses
var dualPlain = map[int]string{8: "v_mov_b32", 9: "v_cndmask_b32", 10: "v_max_f32", 11: "v_min_f32", 17: "v_lshlrev_b32", 18: "v_and_b32"}

func dualName(gen *amdgcn.Generation, op int) string {
	n := dualNames[op]
	if gen.Family == amdgcn.GFX12 {
		return n[1]
	}
	return n[0]
}

func dualOp(gen *amdgcn.Generation, name string) (int, bool) {
	for op := range dualNames {
		if dualName(gen, op) == name {
			return op, true
		}
	}
	return 0, false
}

var extDual = &ExtDef{Name: "v_dual", Kind: ExtDual}

// parseDual reads "v_dual_X d, a[, b] :: v_dual_Y d, a[, b]".
func parseDual(gen *amdgcn.Generation, t string) (Inst, error) {
	in := Inst{Ext: extDual, Dual: &[2]DualOp{}}
	if gen.Family < amdgcn.GFX11 {
		return in, fmt.Errorf("VOPD (v_dual_*) is GFX11+; %s does not have it", gen.Name)
	}
	halves := strings.Split(t, "::")
	if len(halves) != 2 {
		return in, fmt.Errorf("want two halves separated by \"::\"")
	}
	for h, s := range halves {
		s = strings.TrimSpace(s)
		mn, rest, _ := strings.Cut(s, " ")
		op, ok := dualOp(gen, mn)
		if !ok {
			return in, fmt.Errorf("%s is not supported by the executor (v_dual_mov_b32, v_dual_cndmask_b32, %s, %s are, and v_dual_and_b32, v_dual_lshlrev_b32 as the second half)", mn, dualName(gen, 10), dualName(gen, 11))
		}
		if h == 0 && dualBits[op] != nil {
			return in, fmt.Errorf("%s can only be the second half of a VOPD instruction", mn)
		}
		var ops []string
		for _, o := range strings.Split(rest, ",") {
			ops = append(ops, strings.TrimSpace(o))
		}
		want := 3
		if op == 8 {
			want = 2
		}
		if len(ops) != want {
			return in, fmt.Errorf("%s: want %d operands, have %d", mn, want, len(ops))
		}
		d := DualOp{Op: op}
		var err error
		if d.Dst, err = parseReg(gen, ops[0]); err != nil || d.Dst.Kind != amdgcn.OpVGPR || d.Dst.Regs != 1 {
			return in, fmt.Errorf("%s: want a VGPR destination, have %q", mn, ops[0])
		}
		if d.Src0, err = parseSrc(gen, ops[1]); err != nil {
			if f, ok := floatInline(ops[1]); ok {
				d.Src0, err = f, nil
			} else {
				return in, fmt.Errorf("%s: %v", mn, err)
			}
		}
		if want == 3 {
			if d.Src1, err = parseReg(gen, ops[2]); err != nil || d.Src1.Kind != amdgcn.OpVGPR || d.Src1.Regs != 1 {
				return in, fmt.Errorf("%s: the second source must be a VGPR, have %q", mn, ops[2])
			}
		}
		in.Dual[h] = d
	}
	x, y := in.Dual[0].Dst.Code, in.Dual[1].Dst.Code
	if x%2 == y%2 {
		return in, fmt.Errorf("the destinations of the two halves must be one even and one odd VGPR")
	}
	return in, nil
}

// floatInline reads the float inline constants of 32-bit operands.
func floatInline(s string) (amdgcn.Operand, bool) {
	names := []string{"0.5", "-0.5", "1.0", "-1.0", "2.0", "-2.0", "4.0", "-4.0", "0.15915494"}
	for i, n := range names {
		if s == n {
			return amdgcn.Operand{Kind: amdgcn.OpInline, Code: uint16(240 + i), Regs: 1}, true
		}
	}
	return amdgcn.Operand{}, false
}

func decodeDual(gen *amdgcn.Generation, b []byte) (Inst, int, bool, error) {
	if gen.Family < amdgcn.GFX11 || len(b) < 8 {
		return Inst{}, 0, false, nil
	}
	w0 := binary.LittleEndian.Uint32(b)
	if w0>>26 != 0b110010 {
		return Inst{}, 0, false, nil
	}
	w1 := binary.LittleEndian.Uint32(b[4:])
	in := Inst{Ext: extDual, Dual: &[2]DualOp{}}
	n := 8
	ops := [2]int{int(w0 >> 22 & 0xf), int(w0 >> 17 & 0x1f)}
	src0 := [2]uint16{uint16(w0 & 0x1ff), uint16(w1 & 0x1ff)}
	src1 := [2]int{int(w0 >> 9 & 0xff), int(w1 >> 9 & 0xff)}
	vx := int(w1 >> 24)
	vy := int(w1>>17&0x7f)<<1 | (vx&1 ^ 1)
	dst := [2]int{vx, vy}
	for h := 0; h < 2; h++ {
		if _, ok := dualNames[ops[h]]; !ok || h == 0 && dualBits[ops[h]] != nil {
			return in, 0, false, fmt.Errorf("VOPD opcode %d (%s half) is not supported by the executor", ops[h], [2]string{"X", "Y"}[h])
		}
		s, lit, err := decodeSrcCode(gen, src0[h], b[8:])
		if err != nil {
			return in, 0, false, fmt.Errorf("VOPD: %v", err)
		}
		if lit > 0 {
			n = 12
		}
		in.Dual[h] = DualOp{Op: ops[h], Dst: vgpr(dst[h]), Src0: s, Src1: vgpr(src1[h])}
	}
	return in, n, true, nil
}

// dual runs both halves: every source is read before either result is
// written.
func (m *Machine) dual(in *Inst) error {
	type half struct {
		s0, s1 src
		md     *model
		mask   func(w int) uint64
		res    []uint32
	}
	var hs [2]half
	for h, d := range in.Dual {
		e, err := amdgcn.LookupForm(m.Gen, dualPlain[d.Op])
		if err != nil {
			return errAt(in, "%v", err)
		}
		fake := Inst{A: amdgcn.Inst{Src: [3]amdgcn.Operand{d.Src0, d.Src1}}, Pos: in.Pos, Ext: in.Ext}
		if hs[h].s0, err = m.source(&fake, 0, amdgcn.TF32); err != nil {
			return err
		}
		if d.Op == 9 {
			if hs[h].s1, err = m.source(&fake, 1, amdgcn.TF32); err != nil {
				return err
			}
			vcc := amdgcn.Operand{Kind: amdgcn.OpSGPR, Code: 106, Regs: uint8(m.maskRegs())}
			if hs[h].mask, err = m.maskReg(in, vcc); err != nil {
				return err
			}
		} else if dualBits[d.Op] != nil {
			if hs[h].s1, err = m.source(&fake, 1, amdgcn.TB32); err != nil {
				return err
			}
		} else if d.Op != 8 {
			if hs[h].s1, err = m.source(&fake, 1, amdgcn.TF32); err != nil {
				return err
			}
			md, name, err := m.modelFor(e)
			if err != nil {
				return errAt(in, "no semantics model %s: %v", name, err)
			}
			hs[h].md = md
		}
		hs[h].res = make([]uint32, m.N)
	}
	var evalErr error
	for h, d := range in.Dual {
		hh := &hs[h]
		m.lanes(func(w, i int) {
			a := hh.s0.val(m, w, i)
			switch d.Op {
			case 8:
				hh.res[i] = uint32(a)
				return
			case 9:
				if hh.mask(w)>>(i-w*m.ws)&1 == 1 {
					a = hh.s1.val(m, w, i)
				}
				hh.res[i] = uint32(a)
				return
			}
			if f := dualBits[d.Op]; f != nil {
				hh.res[i] = uint32(f(a, hh.s1.val(m, w, i)))
				return
			}
			r, err := hh.md.m.Eval(hh.md.t, a, hh.s1.val(m, w, i), 0)
			if err != nil {
				evalErr = err
			}
			hh.res[i] = uint32(r.Bits())
		})
	}
	if evalErr != nil {
		return errAt(in, "%v", evalErr)
	}
	for h, d := range in.Dual {
		lo, _, err := m.dstVGPR(in, d.Dst, 1)
		if err != nil {
			return err
		}
		res := hs[h].res
		m.lanes(func(w, i int) { lo[i] = res[i] })
	}
	return nil
}
