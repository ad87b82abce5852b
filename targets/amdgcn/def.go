package amdgcn

// An OpType is the type of a VALU operand. It decides how many registers the
// operand takes and what an inline constant or literal means (docs/reference/amdgpu.md §2).
type OpType uint8

const (
	TNone  OpType = iota
	TF16          // 16-bit float: inline floats are f16 values, literal is the low 16 bits
	TI16          // 16-bit integer: float inline codes only from float tokens
	TF32          // 32-bit float
	TB32          // 32-bit integer / bits: same constant rules as TF32
	TF64          // 64-bit float, register pair; literal is the high dword
	TV2F16        // packed f16 (VOP3P)
	TV2I16        // packed i16 (VOP3P)
	TI64          // 64-bit integer, register pair: inline integers and f64 float codes, else a 32-bit literal (the value's low dword)
)

func (t OpType) is16() bool { return t == TF16 || t == TI16 }
func (t OpType) isF() bool  { return t == TF16 || t == TF32 || t == TF64 || t == TV2F16 }
func (t OpType) regs() int {
	if t == TF64 || t == TI64 {
		return 2
	}
	return 1
}

// A Shape is the operand list of an instruction.
type Shape uint8

const (
	ShapeVOP1     Shape = iota // vdst, src0
	ShapeBinary                // vdst, src0, src1 (VOP2 and/or VOP3)
	ShapeTernary               // vdst, src0, src1, src2 (VOP3)
	ShapeCmp                   // sdst, src0, src1 (VOPC and its VOP3 form); e32 writes VCC
	ShapeCndmask               // vdst, src0, src1, mask (VOP2 reads VCC; VOP3 takes the mask in src2)
	ShapePk2                   // VOP3P vdst, src0, src1
	ShapePk3                   // VOP3P vdst, src0, src1, src2
	ShapeNoArgs                // s_endpgm
	ShapeSImm16                // s_nop N
	ShapeWaitcnt               // s_waitcnt vmcnt(N) expcnt(N) lgkmcnt(N)
	ShapeSLoad                 // s_load sdst, sbase, offset
	ShapeGLoad                 // global_load vdst, vaddr, saddr|off [offset:N]
	ShapeGStore                // global_store vaddr, vdata, saddr|off [offset:N]
	ShapeWaitImm               // SOPP with an immediate printed in hex: GFX12 s_wait_loadcnt N, s_clause N
	ShapeSOP1                  // scalar sdst, ssrc0
	ShapeSOP2                  // scalar sdst, ssrc0, ssrc1
	ShapeSOPC                  // scalar compare ssrc0, ssrc1 (writes SCC)
	ShapeMad64                 // VOP3B vdst (pair), sdst (the carry-out lane mask, Inst.SDst), src0, src1 (u32), src2 (u64): v_mad_u64_u32
	ShapeAddCo                 // vdst, sdst (carry out, Inst.SDst), src0, src1: VOP2 writing VCC (GFX9) or VOP3B
	ShapeAddCoCI               // vdst, sdst (carry out), src0, src1, carry-in mask (Src[2]): VOP2 on VCC or VOP3B
	ShapeReadLane              // VOP1 sdst, vsrc0: v_readfirstlane_b32 (an SGPR destination, a VGPR source)
	ShapeBranch                // SOPP branch: a label (Src[0] OpLabel) or a simm16 word offset (Imm): s_branch, s_cbranch_*
	ShapeDelayALU              // SOPP s_delay_alu instid0(..) | instskip(..) | instid1(..) (Imm)
	ShapeSendMsg               // SOPP s_sendmsg sendmsg(MSG_..., OP, STREAM) (Imm; sendmsg.go)
	ShapeSOPK                  // SOPK sdst, simm16 (Imm): s_movk_i32
	ShapeCmpX                  // v_cmpx: as ShapeCmp on GFX9 (sdst, src0, src1; writes sdst and EXEC); GFX10+ src0, src1 (writes EXEC only; Inst.Dst is EXEC)
	ShapeVNop                  // VALU without operands: v_nop (VOP1 and its VOP3 form, both printed without _e32/_e64)
)

// Mods is the set of modifiers an instruction accepts.
type Mods uint8

const (
	ModAbsNeg Mods = 1 << iota // |x|, -x, abs(), neg() on float-typed sources (VOP3 form only)
	ModClamp                   // clamp
	ModOmod                    // mul:2 mul:4 div:2
	ModOpSel                   // VOP3 op_sel:[s0,s1,(s2,)dst] on op_sel-capable 16-bit ops
	ModPacked                  // VOP3P op_sel, op_sel_hi, neg_lo, neg_hi
)

const floatMods = ModAbsNeg | ModClamp | ModOmod

// An InstDef is one instruction of the package's scope: its mnemonic in each
// encoding family ("" where the family lacks it), operand shape and types,
// and accepted modifiers. Which encodings and opcodes exist on which
// generation is in forms_gen.go, derived from llvm-mc-19 by internal/formgen.
type InstDef struct {
	Key   string
	Names [numFamilies]string
	Shape Shape
	Dst   OpType
	Src   [3]OpType
	Mods  Mods
	// Dwords is the data size of memory instructions, in dwords.
	Dwords int
	// OneScalar: on GFX10+ the instruction reads at most one SGPR or
	// literal, below the generation's constant-bus limit (llvm-mc's rule
	// for the 64-bit shifts; docs/reference/amdgpu.md §3.6).
	OneScalar bool
	Doc       string
}

// masked reports whether Src[2] is a lane mask (VCC in the e32 form).
func (s Shape) masked() bool { return s == ShapeCndmask || s == ShapeAddCoCI }

// hasSDst reports whether the shape writes a carry-out lane mask (SDst;
// VOP3B's sdst field).
func (s Shape) hasSDst() bool { return s == ShapeMad64 || s == ShapeAddCo || s == ShapeAddCoCI }

// busLimit is the number of SGPR or literal values d may read on g.
func (d *InstDef) busLimit(g *Generation) int {
	if d.OneScalar && g.Family >= GFX10 {
		return 1
	}
	return g.ConstantBusLimit
}

func fam(gfx9, gfx10, gfx11, gfx12 string) [numFamilies]string {
	return [numFamilies]string{gfx9, gfx10, gfx11, gfx12}
}

func same(name string) [numFamilies]string { return fam(name, name, name, name) }

func num(old, gfx12 string) [numFamilies]string { return fam(old, old, old, gfx12) }

// Defs is the instruction scope of the package (docs/reference/amdgpu.md §3). It is the input
// of internal/formgen; do not reorder entries without regenerating.
var Defs = []*InstDef{
	// §3.1 two-operand min/max (VOP2 + VOP3 e64, or VOP3 only)
	{Key: "max_f32", Names: num("v_max_f32", "v_max_num_f32"), Shape: ShapeBinary, Dst: TF32, Src: [3]OpType{TF32, TF32}, Mods: floatMods},
	{Key: "min_f32", Names: num("v_min_f32", "v_min_num_f32"), Shape: ShapeBinary, Dst: TF32, Src: [3]OpType{TF32, TF32}, Mods: floatMods},
	{Key: "max_f16", Names: num("v_max_f16", "v_max_num_f16"), Shape: ShapeBinary, Dst: TF16, Src: [3]OpType{TF16, TF16}, Mods: floatMods},
	{Key: "min_f16", Names: num("v_min_f16", "v_min_num_f16"), Shape: ShapeBinary, Dst: TF16, Src: [3]OpType{TF16, TF16}, Mods: floatMods},
	{Key: "max_f64", Names: num("v_max_f64", "v_max_num_f64"), Shape: ShapeBinary, Dst: TF64, Src: [3]OpType{TF64, TF64}, Mods: floatMods},
	{Key: "min_f64", Names: num("v_min_f64", "v_min_num_f64"), Shape: ShapeBinary, Dst: TF64, Src: [3]OpType{TF64, TF64}, Mods: floatMods},
	{Key: "max_i32", Names: same("v_max_i32"), Shape: ShapeBinary, Dst: TB32, Src: [3]OpType{TB32, TB32}},
	{Key: "min_i32", Names: same("v_min_i32"), Shape: ShapeBinary, Dst: TB32, Src: [3]OpType{TB32, TB32}},
	{Key: "max_u32", Names: same("v_max_u32"), Shape: ShapeBinary, Dst: TB32, Src: [3]OpType{TB32, TB32}},
	{Key: "min_u32", Names: same("v_min_u32"), Shape: ShapeBinary, Dst: TB32, Src: [3]OpType{TB32, TB32}},
	{Key: "max_i16", Names: same("v_max_i16"), Shape: ShapeBinary, Dst: TI16, Src: [3]OpType{TI16, TI16}},
	{Key: "min_i16", Names: same("v_min_i16"), Shape: ShapeBinary, Dst: TI16, Src: [3]OpType{TI16, TI16}},
	{Key: "max_u16", Names: same("v_max_u16"), Shape: ShapeBinary, Dst: TI16, Src: [3]OpType{TI16, TI16}},
	{Key: "min_u16", Names: same("v_min_u16"), Shape: ShapeBinary, Dst: TI16, Src: [3]OpType{TI16, TI16}},
	{Key: "maximum_f32", Names: fam("", "", "", "v_maximum_f32"), Shape: ShapeBinary, Dst: TF32, Src: [3]OpType{TF32, TF32}, Mods: floatMods},
	{Key: "minimum_f32", Names: fam("", "", "", "v_minimum_f32"), Shape: ShapeBinary, Dst: TF32, Src: [3]OpType{TF32, TF32}, Mods: floatMods},
	{Key: "maximum_f16", Names: fam("", "", "", "v_maximum_f16"), Shape: ShapeBinary, Dst: TF16, Src: [3]OpType{TF16, TF16}, Mods: floatMods},
	{Key: "minimum_f16", Names: fam("", "", "", "v_minimum_f16"), Shape: ShapeBinary, Dst: TF16, Src: [3]OpType{TF16, TF16}, Mods: floatMods},
	{Key: "maximum_f64", Names: fam("", "", "", "v_maximum_f64"), Shape: ShapeBinary, Dst: TF64, Src: [3]OpType{TF64, TF64}, Mods: floatMods},
	{Key: "minimum_f64", Names: fam("", "", "", "v_minimum_f64"), Shape: ShapeBinary, Dst: TF64, Src: [3]OpType{TF64, TF64}, Mods: floatMods},

	// §3.2 three-operand (VOP3 only)
	{Key: "max3_f32", Names: num("v_max3_f32", "v_max3_num_f32"), Shape: ShapeTernary, Dst: TF32, Src: [3]OpType{TF32, TF32, TF32}, Mods: floatMods},
	{Key: "min3_f32", Names: num("v_min3_f32", "v_min3_num_f32"), Shape: ShapeTernary, Dst: TF32, Src: [3]OpType{TF32, TF32, TF32}, Mods: floatMods},
	{Key: "med3_f32", Names: num("v_med3_f32", "v_med3_num_f32"), Shape: ShapeTernary, Dst: TF32, Src: [3]OpType{TF32, TF32, TF32}, Mods: floatMods},
	{Key: "max3_f16", Names: num("v_max3_f16", "v_max3_num_f16"), Shape: ShapeTernary, Dst: TF16, Src: [3]OpType{TF16, TF16, TF16}, Mods: floatMods | ModOpSel},
	{Key: "min3_f16", Names: num("v_min3_f16", "v_min3_num_f16"), Shape: ShapeTernary, Dst: TF16, Src: [3]OpType{TF16, TF16, TF16}, Mods: floatMods | ModOpSel},
	{Key: "med3_f16", Names: num("v_med3_f16", "v_med3_num_f16"), Shape: ShapeTernary, Dst: TF16, Src: [3]OpType{TF16, TF16, TF16}, Mods: floatMods | ModOpSel},
	{Key: "max3_i32", Names: same("v_max3_i32"), Shape: ShapeTernary, Dst: TB32, Src: [3]OpType{TB32, TB32, TB32}},
	{Key: "min3_i32", Names: same("v_min3_i32"), Shape: ShapeTernary, Dst: TB32, Src: [3]OpType{TB32, TB32, TB32}},
	{Key: "med3_i32", Names: same("v_med3_i32"), Shape: ShapeTernary, Dst: TB32, Src: [3]OpType{TB32, TB32, TB32}},
	{Key: "max3_u32", Names: same("v_max3_u32"), Shape: ShapeTernary, Dst: TB32, Src: [3]OpType{TB32, TB32, TB32}},
	{Key: "min3_u32", Names: same("v_min3_u32"), Shape: ShapeTernary, Dst: TB32, Src: [3]OpType{TB32, TB32, TB32}},
	{Key: "med3_u32", Names: same("v_med3_u32"), Shape: ShapeTernary, Dst: TB32, Src: [3]OpType{TB32, TB32, TB32}},
	{Key: "max3_i16", Names: same("v_max3_i16"), Shape: ShapeTernary, Dst: TI16, Src: [3]OpType{TI16, TI16, TI16}, Mods: ModOpSel},
	{Key: "min3_i16", Names: same("v_min3_i16"), Shape: ShapeTernary, Dst: TI16, Src: [3]OpType{TI16, TI16, TI16}, Mods: ModOpSel},
	{Key: "med3_i16", Names: same("v_med3_i16"), Shape: ShapeTernary, Dst: TI16, Src: [3]OpType{TI16, TI16, TI16}, Mods: ModOpSel},
	{Key: "max3_u16", Names: same("v_max3_u16"), Shape: ShapeTernary, Dst: TI16, Src: [3]OpType{TI16, TI16, TI16}, Mods: ModOpSel},
	{Key: "min3_u16", Names: same("v_min3_u16"), Shape: ShapeTernary, Dst: TI16, Src: [3]OpType{TI16, TI16, TI16}, Mods: ModOpSel},
	{Key: "med3_u16", Names: same("v_med3_u16"), Shape: ShapeTernary, Dst: TI16, Src: [3]OpType{TI16, TI16, TI16}, Mods: ModOpSel},
	{Key: "maximum3_f32", Names: fam("v_maximum3_f32", "", "", "v_maximum3_f32"), Shape: ShapeTernary, Dst: TF32, Src: [3]OpType{TF32, TF32, TF32}, Mods: floatMods,
		Doc: "gfx950 and GFX12 only"},
	{Key: "minimum3_f32", Names: fam("v_minimum3_f32", "", "", "v_minimum3_f32"), Shape: ShapeTernary, Dst: TF32, Src: [3]OpType{TF32, TF32, TF32}, Mods: floatMods,
		Doc: "gfx950 and GFX12 only"},
	{Key: "maximum3_f16", Names: fam("", "", "", "v_maximum3_f16"), Shape: ShapeTernary, Dst: TF16, Src: [3]OpType{TF16, TF16, TF16}, Mods: floatMods | ModOpSel},
	{Key: "minimum3_f16", Names: fam("", "", "", "v_minimum3_f16"), Shape: ShapeTernary, Dst: TF16, Src: [3]OpType{TF16, TF16, TF16}, Mods: floatMods | ModOpSel},
	{Key: "maxmin_f32", Names: fam("", "", "v_maxmin_f32", "v_maxmin_num_f32"), Shape: ShapeTernary, Dst: TF32, Src: [3]OpType{TF32, TF32, TF32}, Mods: floatMods},
	{Key: "minmax_f32", Names: fam("", "", "v_minmax_f32", "v_minmax_num_f32"), Shape: ShapeTernary, Dst: TF32, Src: [3]OpType{TF32, TF32, TF32}, Mods: floatMods},
	{Key: "maxmin_f16", Names: fam("", "", "v_maxmin_f16", "v_maxmin_num_f16"), Shape: ShapeTernary, Dst: TF16, Src: [3]OpType{TF16, TF16, TF16}, Mods: floatMods},
	{Key: "minmax_f16", Names: fam("", "", "v_minmax_f16", "v_minmax_num_f16"), Shape: ShapeTernary, Dst: TF16, Src: [3]OpType{TF16, TF16, TF16}, Mods: floatMods},
	{Key: "maxmin_u32", Names: fam("", "", "v_maxmin_u32", "v_maxmin_u32"), Shape: ShapeTernary, Dst: TB32, Src: [3]OpType{TB32, TB32, TB32}},
	{Key: "minmax_u32", Names: fam("", "", "v_minmax_u32", "v_minmax_u32"), Shape: ShapeTernary, Dst: TB32, Src: [3]OpType{TB32, TB32, TB32}},
	{Key: "maxmin_i32", Names: fam("", "", "v_maxmin_i32", "v_maxmin_i32"), Shape: ShapeTernary, Dst: TB32, Src: [3]OpType{TB32, TB32, TB32}},
	{Key: "minmax_i32", Names: fam("", "", "v_minmax_i32", "v_minmax_i32"), Shape: ShapeTernary, Dst: TB32, Src: [3]OpType{TB32, TB32, TB32}},
	{Key: "maximumminimum_f32", Names: fam("", "", "", "v_maximumminimum_f32"), Shape: ShapeTernary, Dst: TF32, Src: [3]OpType{TF32, TF32, TF32}, Mods: floatMods},
	{Key: "minimummaximum_f32", Names: fam("", "", "", "v_minimummaximum_f32"), Shape: ShapeTernary, Dst: TF32, Src: [3]OpType{TF32, TF32, TF32}, Mods: floatMods},
	{Key: "maximumminimum_f16", Names: fam("", "", "", "v_maximumminimum_f16"), Shape: ShapeTernary, Dst: TF16, Src: [3]OpType{TF16, TF16, TF16}, Mods: floatMods | ModOpSel},
	{Key: "minimummaximum_f16", Names: fam("", "", "", "v_minimummaximum_f16"), Shape: ShapeTernary, Dst: TF16, Src: [3]OpType{TF16, TF16, TF16}, Mods: floatMods | ModOpSel},

	// §3.2 packed (VOP3P)
	{Key: "pk_max_f16", Names: num("v_pk_max_f16", "v_pk_max_num_f16"), Shape: ShapePk2, Dst: TV2F16, Src: [3]OpType{TV2F16, TV2F16}, Mods: ModClamp | ModPacked},
	{Key: "pk_min_f16", Names: num("v_pk_min_f16", "v_pk_min_num_f16"), Shape: ShapePk2, Dst: TV2F16, Src: [3]OpType{TV2F16, TV2F16}, Mods: ModClamp | ModPacked},
	{Key: "pk_max_i16", Names: same("v_pk_max_i16"), Shape: ShapePk2, Dst: TV2I16, Src: [3]OpType{TV2I16, TV2I16}, Mods: ModClamp | ModPacked},
	{Key: "pk_min_i16", Names: same("v_pk_min_i16"), Shape: ShapePk2, Dst: TV2I16, Src: [3]OpType{TV2I16, TV2I16}, Mods: ModClamp | ModPacked},
	{Key: "pk_max_u16", Names: same("v_pk_max_u16"), Shape: ShapePk2, Dst: TV2I16, Src: [3]OpType{TV2I16, TV2I16}, Mods: ModClamp | ModPacked},
	{Key: "pk_min_u16", Names: same("v_pk_min_u16"), Shape: ShapePk2, Dst: TV2I16, Src: [3]OpType{TV2I16, TV2I16}, Mods: ModClamp | ModPacked},
	{Key: "pk_maximum_f16", Names: fam("", "", "", "v_pk_maximum_f16"), Shape: ShapePk2, Dst: TV2F16, Src: [3]OpType{TV2F16, TV2F16}, Mods: ModClamp | ModPacked},
	{Key: "pk_minimum_f16", Names: fam("", "", "", "v_pk_minimum_f16"), Shape: ShapePk2, Dst: TV2F16, Src: [3]OpType{TV2F16, TV2F16}, Mods: ModClamp | ModPacked},
	{Key: "pk_maximum3_f16", Names: fam("v_pk_maximum3_f16", "", "", ""), Shape: ShapePk3, Dst: TV2F16, Src: [3]OpType{TV2F16, TV2F16, TV2F16}, Mods: ModClamp | ModPacked,
		Doc: "gfx950 only"},
	{Key: "pk_minimum3_f16", Names: fam("v_pk_minimum3_f16", "", "", ""), Shape: ShapePk3, Dst: TV2F16, Src: [3]OpType{TV2F16, TV2F16, TV2F16}, Mods: ModClamp | ModPacked,
		Doc: "gfx950 only"},

	// scalar min/max (SOP2): integers on every generation, floats where the
	// SALU has them (gfx1150 s_max_f32, GFX12 s_max_num_f32 and s_maximum_f32)
	{Key: "s_max_i32", Names: same("s_max_i32"), Shape: ShapeSOP2, Dst: TB32, Src: [3]OpType{TB32, TB32}},
	{Key: "s_max_u32", Names: same("s_max_u32"), Shape: ShapeSOP2, Dst: TB32, Src: [3]OpType{TB32, TB32}},
	{Key: "s_min_i32", Names: same("s_min_i32"), Shape: ShapeSOP2, Dst: TB32, Src: [3]OpType{TB32, TB32}},
	{Key: "s_min_u32", Names: same("s_min_u32"), Shape: ShapeSOP2, Dst: TB32, Src: [3]OpType{TB32, TB32}},
	{Key: "s_max_f32", Names: fam("", "", "s_max_f32", "s_max_num_f32"), Shape: ShapeSOP2, Dst: TF32, Src: [3]OpType{TF32, TF32}, Doc: "gfx1150 and GFX12 (SALU floats)"},
	{Key: "s_min_f32", Names: fam("", "", "s_min_f32", "s_min_num_f32"), Shape: ShapeSOP2, Dst: TF32, Src: [3]OpType{TF32, TF32}, Doc: "gfx1150 and GFX12 (SALU floats)"},
	{Key: "s_max_f16", Names: fam("", "", "s_max_f16", "s_max_num_f16"), Shape: ShapeSOP2, Dst: TF16, Src: [3]OpType{TF16, TF16}, Doc: "gfx1150 and GFX12 (SALU floats)"},
	{Key: "s_min_f16", Names: fam("", "", "s_min_f16", "s_min_num_f16"), Shape: ShapeSOP2, Dst: TF16, Src: [3]OpType{TF16, TF16}, Doc: "gfx1150 and GFX12 (SALU floats)"},
	{Key: "s_maximum_f32", Names: fam("", "", "", "s_maximum_f32"), Shape: ShapeSOP2, Dst: TF32, Src: [3]OpType{TF32, TF32}},
	{Key: "s_minimum_f32", Names: fam("", "", "", "s_minimum_f32"), Shape: ShapeSOP2, Dst: TF32, Src: [3]OpType{TF32, TF32}},
	{Key: "s_maximum_f16", Names: fam("", "", "", "s_maximum_f16"), Shape: ShapeSOP2, Dst: TF16, Src: [3]OpType{TF16, TF16}},
	{Key: "s_minimum_f16", Names: fam("", "", "", "s_minimum_f16"), Shape: ShapeSOP2, Dst: TF16, Src: [3]OpType{TF16, TF16}},

	// §3.3 compare and select
	{Key: "cmp_o_f16", Names: same("v_cmp_o_f16"), Shape: ShapeCmp, Src: [3]OpType{TF16, TF16}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmp_u_f16", Names: same("v_cmp_u_f16"), Shape: ShapeCmp, Src: [3]OpType{TF16, TF16}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmp_o_f32", Names: same("v_cmp_o_f32"), Shape: ShapeCmp, Src: [3]OpType{TF32, TF32}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmp_u_f32", Names: same("v_cmp_u_f32"), Shape: ShapeCmp, Src: [3]OpType{TF32, TF32}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmp_o_f64", Names: same("v_cmp_o_f64"), Shape: ShapeCmp, Src: [3]OpType{TF64, TF64}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmp_u_f64", Names: same("v_cmp_u_f64"), Shape: ShapeCmp, Src: [3]OpType{TF64, TF64}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmp_class_f16", Names: same("v_cmp_class_f16"), Shape: ShapeCmp, Src: [3]OpType{TF16, TB32}, Mods: ModAbsNeg},
	{Key: "cmp_class_f32", Names: same("v_cmp_class_f32"), Shape: ShapeCmp, Src: [3]OpType{TF32, TB32}, Mods: ModAbsNeg},
	{Key: "cmp_class_f64", Names: same("v_cmp_class_f64"), Shape: ShapeCmp, Src: [3]OpType{TF64, TB32}, Mods: ModAbsNeg},
	{Key: "cndmask_b32", Names: same("v_cndmask_b32"), Shape: ShapeCndmask, Dst: TB32, Src: [3]OpType{TF32, TF32}, Mods: ModAbsNeg},
	{Key: "mov_b32", Names: same("v_mov_b32"), Shape: ShapeVOP1, Dst: TB32, Src: [3]OpType{TB32}},

	// what a complete kernel needs
	{Key: "s_nop", Names: same("s_nop"), Shape: ShapeSImm16},
	{Key: "s_endpgm", Names: same("s_endpgm"), Shape: ShapeNoArgs},
	{Key: "s_waitcnt", Names: same("s_waitcnt"), Shape: ShapeWaitcnt},
	{Key: "s_wait_loadcnt", Names: fam("", "", "", "s_wait_loadcnt"), Shape: ShapeWaitImm},
	{Key: "s_wait_storecnt", Names: fam("", "", "", "s_wait_storecnt"), Shape: ShapeWaitImm},
	{Key: "s_wait_kmcnt", Names: fam("", "", "", "s_wait_kmcnt"), Shape: ShapeWaitImm},
	{Key: "s_wait_dscnt", Names: fam("", "", "", "s_wait_dscnt"), Shape: ShapeWaitImm},
	{Key: "s_load_b32", Names: fam("s_load_dword", "s_load_dword", "s_load_b32", "s_load_b32"), Shape: ShapeSLoad, Dwords: 1},
	{Key: "s_load_b64", Names: fam("s_load_dwordx2", "s_load_dwordx2", "s_load_b64", "s_load_b64"), Shape: ShapeSLoad, Dwords: 2},
	{Key: "s_load_b128", Names: fam("s_load_dwordx4", "s_load_dwordx4", "s_load_b128", "s_load_b128"), Shape: ShapeSLoad, Dwords: 4},
	{Key: "global_load_b32", Names: fam("global_load_dword", "global_load_dword", "global_load_b32", "global_load_b32"), Shape: ShapeGLoad, Dwords: 1},
	{Key: "global_load_b64", Names: fam("global_load_dwordx2", "global_load_dwordx2", "global_load_b64", "global_load_b64"), Shape: ShapeGLoad, Dwords: 2},
	{Key: "global_store_b32", Names: fam("global_store_dword", "global_store_dword", "global_store_b32", "global_store_b32"), Shape: ShapeGStore, Dwords: 1},
	{Key: "global_store_b64", Names: fam("global_store_dwordx2", "global_store_dwordx2", "global_store_b64", "global_store_b64"), Shape: ShapeGStore, Dwords: 2},

	// what lower's kernels need besides (issue 5, -emit hex): 16-bit memory
	// and the address/unpack helpers
	{Key: "global_load_u16", Names: fam("global_load_ushort", "global_load_ushort", "global_load_u16", "global_load_u16"), Shape: ShapeGLoad, Dwords: 1,
		Doc: "zero-extends a 16-bit value into a VGPR"},
	{Key: "global_store_b16", Names: fam("global_store_short", "global_store_short", "global_store_b16", "global_store_b16"), Shape: ShapeGStore, Dwords: 1,
		Doc: "stores the low 16 bits of a VGPR"},
	{Key: "and_b32", Names: same("v_and_b32"), Shape: ShapeBinary, Dst: TB32, Src: [3]OpType{TB32, TB32}},
	{Key: "or_b32", Names: same("v_or_b32"), Shape: ShapeBinary, Dst: TB32, Src: [3]OpType{TB32, TB32}},
	{Key: "lshlrev_b32", Names: same("v_lshlrev_b32"), Shape: ShapeBinary, Dst: TB32, Src: [3]OpType{TB32, TB32}},
	{Key: "lshrrev_b32", Names: same("v_lshrrev_b32"), Shape: ShapeBinary, Dst: TB32, Src: [3]OpType{TB32, TB32}},
	{Key: "add_u32", Names: fam("v_add_u32", "v_add_nc_u32", "v_add_nc_u32", "v_add_nc_u32"), Shape: ShapeBinary, Dst: TB32, Src: [3]OpType{TB32, TB32}, Mods: ModClamp,
		Doc: "no carry-out (GFX9 v_add_u32, GFX10+ v_add_nc_u32)"},
	{Key: "mul_u32_u24", Names: same("v_mul_u32_u24"), Shape: ShapeBinary, Dst: TB32, Src: [3]OpType{TB32, TB32}},
	{Key: "mul_lo_u32", Names: same("v_mul_lo_u32"), Shape: ShapeBinary, Dst: TB32, Src: [3]OpType{TB32, TB32}},
	{Key: "cmp_gt_i64", Names: same("v_cmp_gt_i64"), Shape: ShapeCmp, Src: [3]OpType{TI64, TI64}},
	{Key: "cmp_lt_i64", Names: same("v_cmp_lt_i64"), Shape: ShapeCmp, Src: [3]OpType{TI64, TI64}},
	{Key: "cmp_gt_u64", Names: same("v_cmp_gt_u64"), Shape: ShapeCmp, Src: [3]OpType{TI64, TI64}},
	{Key: "cmp_lt_u64", Names: same("v_cmp_lt_u64"), Shape: ShapeCmp, Src: [3]OpType{TI64, TI64}},
	// scalar ALU for preds and EXEC masking (lower's predicated memory)
	{Key: "s_mov_b32", Names: same("s_mov_b32"), Shape: ShapeSOP1, Dst: TB32, Src: [3]OpType{TB32}},
	{Key: "s_mov_b64", Names: same("s_mov_b64"), Shape: ShapeSOP1, Dst: TI64, Src: [3]OpType{TI64}},
	{Key: "s_and_b32", Names: same("s_and_b32"), Shape: ShapeSOP2, Dst: TB32, Src: [3]OpType{TB32, TB32}},
	{Key: "s_and_b64", Names: same("s_and_b64"), Shape: ShapeSOP2, Dst: TI64, Src: [3]OpType{TI64, TI64}},
	{Key: "s_andn2_b32", Names: fam("s_andn2_b32", "s_andn2_b32", "s_and_not1_b32", "s_and_not1_b32"), Shape: ShapeSOP2, Dst: TB32, Src: [3]OpType{TB32, TB32}},
	{Key: "s_andn2_b64", Names: fam("s_andn2_b64", "s_andn2_b64", "s_and_not1_b64", "s_and_not1_b64"), Shape: ShapeSOP2, Dst: TI64, Src: [3]OpType{TI64, TI64}},
	{Key: "s_cselect_b32", Names: same("s_cselect_b32"), Shape: ShapeSOP2, Dst: TB32, Src: [3]OpType{TB32, TB32}},
	{Key: "s_cselect_b64", Names: same("s_cselect_b64"), Shape: ShapeSOP2, Dst: TI64, Src: [3]OpType{TI64, TI64}},
	{Key: "s_cmp_lg_u32", Names: same("s_cmp_lg_u32"), Shape: ShapeSOPC, Src: [3]OpType{TB32, TB32}},
	{Key: "lshl_or_b32", Names: same("v_lshl_or_b32"), Shape: ShapeTernary, Dst: TB32, Src: [3]OpType{TB32, TB32, TB32}},
	{Key: "bfe_u32", Names: same("v_bfe_u32"), Shape: ShapeTernary, Dst: TB32, Src: [3]OpType{TB32, TB32, TB32}},

	// what llc-19's code for the audit catalogue uses besides (issue 10,
	// docs/reference/amdgpu.md §3.5): bit field insert, byte permute,
	// integer equality and 16-bit signed compares, scalar or and bit reverse
	{Key: "bfi_b32", Names: same("v_bfi_b32"), Shape: ShapeTernary, Dst: TB32, Src: [3]OpType{TB32, TB32, TB32}},
	{Key: "perm_b32", Names: same("v_perm_b32"), Shape: ShapeTernary, Dst: TB32, Src: [3]OpType{TB32, TB32, TB32}},
	{Key: "cmp_eq_u16", Names: same("v_cmp_eq_u16"), Shape: ShapeCmp, Src: [3]OpType{TI16, TI16}},
	{Key: "cmp_eq_u32", Names: same("v_cmp_eq_u32"), Shape: ShapeCmp, Src: [3]OpType{TB32, TB32}},
	{Key: "cmp_eq_u64", Names: same("v_cmp_eq_u64"), Shape: ShapeCmp, Src: [3]OpType{TI64, TI64}},
	{Key: "cmp_gt_i16", Names: same("v_cmp_gt_i16"), Shape: ShapeCmp, Src: [3]OpType{TI16, TI16}},
	{Key: "cmp_lt_i16", Names: same("v_cmp_lt_i16"), Shape: ShapeCmp, Src: [3]OpType{TI16, TI16}},
	{Key: "s_or_b32", Names: same("s_or_b32"), Shape: ShapeSOP2, Dst: TB32, Src: [3]OpType{TB32, TB32}},
	{Key: "s_or_b64", Names: same("s_or_b64"), Shape: ShapeSOP2, Dst: TI64, Src: [3]OpType{TI64, TI64}},
	{Key: "s_brev_b32", Names: same("s_brev_b32"), Shape: ShapeSOP1, Dst: TB32, Src: [3]OpType{TB32}},

	// what llc-19's kernels need besides (issues 11, 13: lowerc run/diff
	// of llvm:amdgcn specs; docs/reference/amdgpu.md §3.6): wider memory,
	// scalar address arithmetic and compares, 64-bit shifts and the
	// VALU helpers of its index and bit-manipulation code, s_clause
	{Key: "global_load_b96", Names: fam("global_load_dwordx3", "global_load_dwordx3", "global_load_b96", "global_load_b96"), Shape: ShapeGLoad, Dwords: 3},
	{Key: "global_load_b128", Names: fam("global_load_dwordx4", "global_load_dwordx4", "global_load_b128", "global_load_b128"), Shape: ShapeGLoad, Dwords: 4},
	{Key: "global_store_b96", Names: fam("global_store_dwordx3", "global_store_dwordx3", "global_store_b96", "global_store_b96"), Shape: ShapeGStore, Dwords: 3},
	{Key: "global_store_b128", Names: fam("global_store_dwordx4", "global_store_dwordx4", "global_store_b128", "global_store_b128"), Shape: ShapeGStore, Dwords: 4},
	{Key: "s_load_b96", Names: fam("", "", "", "s_load_b96"), Shape: ShapeSLoad, Dwords: 3, Doc: "GFX12 only"},
	{Key: "s_load_b256", Names: fam("s_load_dwordx8", "s_load_dwordx8", "s_load_b256", "s_load_b256"), Shape: ShapeSLoad, Dwords: 8},
	{Key: "s_load_b512", Names: fam("s_load_dwordx16", "s_load_dwordx16", "s_load_b512", "s_load_b512"), Shape: ShapeSLoad, Dwords: 16},
	{Key: "s_cmp_eq_u32", Names: same("s_cmp_eq_u32"), Shape: ShapeSOPC, Src: [3]OpType{TB32, TB32}},
	{Key: "s_cmp_eq_u64", Names: same("s_cmp_eq_u64"), Shape: ShapeSOPC, Src: [3]OpType{TI64, TI64}},
	{Key: "s_bitcmp0_b32", Names: same("s_bitcmp0_b32"), Shape: ShapeSOPC, Src: [3]OpType{TB32, TB32}},
	{Key: "s_bitcmp1_b32", Names: same("s_bitcmp1_b32"), Shape: ShapeSOPC, Src: [3]OpType{TB32, TB32}},
	{Key: "s_lshl_b32", Names: same("s_lshl_b32"), Shape: ShapeSOP2, Dst: TB32, Src: [3]OpType{TB32, TB32}},
	{Key: "s_lshr_b32", Names: same("s_lshr_b32"), Shape: ShapeSOP2, Dst: TB32, Src: [3]OpType{TB32, TB32}},
	{Key: "s_lshl_b64", Names: same("s_lshl_b64"), Shape: ShapeSOP2, Dst: TI64, Src: [3]OpType{TI64, TB32}},
	{Key: "s_add_u32", Names: fam("s_add_u32", "s_add_u32", "s_add_u32", "s_add_co_u32"), Shape: ShapeSOP2, Dst: TB32, Src: [3]OpType{TB32, TB32},
		Doc: "SCC = the carry out"},
	{Key: "s_addc_u32", Names: fam("s_addc_u32", "s_addc_u32", "s_addc_u32", "s_add_co_ci_u32"), Shape: ShapeSOP2, Dst: TB32, Src: [3]OpType{TB32, TB32},
		Doc: "adds SCC; SCC = the carry out"},
	{Key: "s_add_i32", Names: fam("s_add_i32", "s_add_i32", "s_add_i32", "s_add_co_i32"), Shape: ShapeSOP2, Dst: TB32, Src: [3]OpType{TB32, TB32},
		Doc: "SCC = signed overflow"},
	{Key: "s_mul_i32", Names: same("s_mul_i32"), Shape: ShapeSOP2, Dst: TB32, Src: [3]OpType{TB32, TB32}},
	{Key: "s_mul_hi_u32", Names: same("s_mul_hi_u32"), Shape: ShapeSOP2, Dst: TB32, Src: [3]OpType{TB32, TB32}},
	{Key: "s_pack_lh_b32_b16", Names: same("s_pack_lh_b32_b16"), Shape: ShapeSOP2, Dst: TB32, Src: [3]OpType{TB32, TB32}},
	{Key: "s_add_nc_u64", Names: fam("", "", "", "s_add_nc_u64"), Shape: ShapeSOP2, Dst: TI64, Src: [3]OpType{TI64, TI64}, Doc: "GFX12 only"},
	{Key: "s_mul_u64", Names: fam("", "", "", "s_mul_u64"), Shape: ShapeSOP2, Dst: TI64, Src: [3]OpType{TI64, TI64}, Doc: "GFX12 only"},
	{Key: "add_lshl_u32", Names: same("v_add_lshl_u32"), Shape: ShapeTernary, Dst: TB32, Src: [3]OpType{TB32, TB32, TB32}},
	{Key: "lshl_add_u32", Names: same("v_lshl_add_u32"), Shape: ShapeTernary, Dst: TB32, Src: [3]OpType{TB32, TB32, TB32}},
	{Key: "and_or_b32", Names: same("v_and_or_b32"), Shape: ShapeTernary, Dst: TB32, Src: [3]OpType{TB32, TB32, TB32}},
	{Key: "lshl_add_u64", Names: fam("v_lshl_add_u64", "", "", ""), Shape: ShapeTernary, Dst: TI64, Src: [3]OpType{TI64, TB32, TI64}, Doc: "gfx940 family only"},
	{Key: "lshlrev_b64", Names: same("v_lshlrev_b64"), Shape: ShapeBinary, Dst: TI64, Src: [3]OpType{TB32, TI64}, OneScalar: true},
	{Key: "subrev_u32", Names: fam("v_subrev_u32", "v_subrev_nc_u32", "v_subrev_nc_u32", "v_subrev_nc_u32"), Shape: ShapeBinary, Dst: TB32, Src: [3]OpType{TB32, TB32},
		Doc: "src1 - src0, no carry-out"},
	{Key: "lshlrev_b16", Names: same("v_lshlrev_b16"), Shape: ShapeBinary, Dst: TI16, Src: [3]OpType{TI16, TI16}},
	{Key: "pack_b32_f16", Names: same("v_pack_b32_f16"), Shape: ShapeBinary, Dst: TB32, Src: [3]OpType{TF16, TF16}, Mods: ModAbsNeg | ModOpSel},
	{Key: "bfrev_b32", Names: same("v_bfrev_b32"), Shape: ShapeVOP1, Dst: TB32, Src: [3]OpType{TB32}},
	{Key: "mad_u64_u32", Names: fam("v_mad_u64_u32", "v_mad_u64_u32", "v_mad_u64_u32", "v_mad_co_u64_u32"), Shape: ShapeMad64, Dst: TI64, Src: [3]OpType{TB32, TB32, TI64}, Mods: ModClamp,
		Doc: "D.u64 = S0.u32 * S1.u32 + S2.u64; sdst: each lane's carry out of bit 63"},
	{Key: "add_co_u32", Names: same("v_add_co_u32"), Shape: ShapeAddCo, Dst: TB32, Src: [3]OpType{TB32, TB32}, Mods: ModClamp,
		Doc: "D = S0 + S1; sdst: each lane's carry out of bit 31 (GFX9 VOP2 writes VCC; VOP3B only on GFX10+)"},
	{Key: "addc_co_u32", Names: fam("v_addc_co_u32", "v_add_co_ci_u32", "v_add_co_ci_u32", "v_add_co_ci_u32"), Shape: ShapeAddCoCI, Dst: TB32, Src: [3]OpType{TB32, TB32}, Mods: ModClamp,
		Doc: "D = S0 + S1 + the lane's carry-in bit; sdst: the carry out"},
	{Key: "readfirstlane_b32", Names: same("v_readfirstlane_b32"), Shape: ShapeReadLane, Dst: TB32, Src: [3]OpType{TB32},
		Doc: "sdst = src0 in the wave's first active lane (lane 0 when none is)"},
	{Key: "s_clause", Names: fam("", "s_clause", "s_clause", "s_clause"), Shape: ShapeWaitImm, Doc: "GFX10+: the next N+1 memory instructions form a clause (a hint)"},

	// branches (issue 13: llc-19's code for predicated kernels; docs/reference/amdgpu.md §3.7):
	// SOPP with a label or a signed word offset, target = PC + 4 + 4*simm16
	{Key: "s_branch", Names: same("s_branch"), Shape: ShapeBranch, Doc: "always jumps"},
	{Key: "s_cbranch_scc0", Names: same("s_cbranch_scc0"), Shape: ShapeBranch, Doc: "jumps if SCC == 0"},
	{Key: "s_cbranch_scc1", Names: same("s_cbranch_scc1"), Shape: ShapeBranch, Doc: "jumps if SCC == 1"},
	{Key: "s_cbranch_vccz", Names: same("s_cbranch_vccz"), Shape: ShapeBranch, Doc: "jumps if VCC == 0"},
	{Key: "s_cbranch_vccnz", Names: same("s_cbranch_vccnz"), Shape: ShapeBranch, Doc: "jumps if VCC != 0"},
	{Key: "s_cbranch_execz", Names: same("s_cbranch_execz"), Shape: ShapeBranch, Doc: "jumps if EXEC == 0"},
	{Key: "s_cbranch_execnz", Names: same("s_cbranch_execnz"), Shape: ShapeBranch, Doc: "jumps if EXEC != 0"},

	// the other scalar/control words of llc-19's kernels (issue 13;
	// docs/reference/amdgpu.md §3.7)
	{Key: "s_delay_alu", Names: fam("", "", "s_delay_alu", "s_delay_alu"), Shape: ShapeDelayALU, Doc: "GFX11+: a hint of the dependencies of the next VALU instructions; no effect on values"},
	{Key: "s_sendmsg", Names: same("s_sendmsg"), Shape: ShapeSendMsg, Doc: "a message to the host or hardware (sendmsg.go); llc-19 writes sendmsg(MSG_DEALLOC_VGPRS) before s_endpgm on GFX11+: the wave's VGPRs may be freed"},
	{Key: "s_movk_i32", Names: same("s_movk_i32"), Shape: ShapeSOPK, Dst: TB32, Doc: "D = the simm16 sign-extended"},
	{Key: "s_load_u16", Names: fam("", "", "", "s_load_u16"), Shape: ShapeSLoad, Dwords: 1, Doc: "GFX12: zero-extends a 16-bit value into an SGPR"},
	{Key: "s_cmp_o_f16", Names: fam("", "", "s_cmp_o_f16", "s_cmp_o_f16"), Shape: ShapeSOPC, Src: [3]OpType{TF16, TF16}, Doc: "gfx1150 and GFX12 (SALU floats): SCC = neither is NaN"},
	{Key: "s_cmp_u_f16", Names: fam("", "", "s_cmp_u_f16", "s_cmp_u_f16"), Shape: ShapeSOPC, Src: [3]OpType{TF16, TF16}, Doc: "gfx1150 and GFX12 (SALU floats): SCC = either is NaN"},
	{Key: "s_cmp_o_f32", Names: fam("", "", "s_cmp_o_f32", "s_cmp_o_f32"), Shape: ShapeSOPC, Src: [3]OpType{TF32, TF32}, Doc: "gfx1150 and GFX12 (SALU floats): SCC = neither is NaN"},
	{Key: "s_cmp_u_f32", Names: fam("", "", "s_cmp_u_f32", "s_cmp_u_f32"), Shape: ShapeSOPC, Src: [3]OpType{TF32, TF32}, Doc: "gfx1150 and GFX12 (SALU floats): SCC = either is NaN"},
	// what llc-19's function code in the corpus uses besides (the
	// executor's ExtDefs until issue 13): GFX12's other waits, the
	// three-input add and or
	{Key: "s_wait_samplecnt", Names: fam("", "", "", "s_wait_samplecnt"), Shape: ShapeWaitImm},
	{Key: "s_wait_bvhcnt", Names: fam("", "", "", "s_wait_bvhcnt"), Shape: ShapeWaitImm},
	{Key: "s_wait_expcnt", Names: fam("", "", "", "s_wait_expcnt"), Shape: ShapeWaitImm},
	{Key: "s_wait_loadcnt_dscnt", Names: fam("", "", "", "s_wait_loadcnt_dscnt"), Shape: ShapeWaitImm, Doc: "both counters in one simm16"},
	{Key: "add3_u32", Names: same("v_add3_u32"), Shape: ShapeTernary, Dst: TB32, Src: [3]OpType{TB32, TB32, TB32}, Doc: "D = S0 + S1 + S2"},
	{Key: "or3_b32", Names: same("v_or3_b32"), Shape: ShapeTernary, Dst: TB32, Src: [3]OpType{TB32, TB32, TB32}, Doc: "D = S0 | S1 | S2"},

	// issue 13: what llc's function code and llc-22's gfx950 code use
	// besides (docs/reference/amdgpu.md §3.9): the SOPK family, the
	// program-counter and call words, sign extension, the s_pack family,
	// 24-bit multiplies, bitwise xor/not, the conversions and the float
	// compares (which the executor ran as its own ExtDefs before)
	{Key: "s_cmpk_eq_i32", Names: fam("s_cmpk_eq_i32", "s_cmpk_eq_i32", "s_cmpk_eq_i32", ""), Shape: ShapeSOPK, Doc: "SCC = sdst eq the simm16 (sign-extended); GFX9-GFX11"},
	{Key: "s_cmpk_eq_u32", Names: fam("s_cmpk_eq_u32", "s_cmpk_eq_u32", "s_cmpk_eq_u32", ""), Shape: ShapeSOPK, Doc: "SCC = sdst eq the simm16 (zero-extended); GFX9-GFX11"},
	{Key: "s_cmpk_lg_i32", Names: fam("s_cmpk_lg_i32", "s_cmpk_lg_i32", "s_cmpk_lg_i32", ""), Shape: ShapeSOPK, Doc: "SCC = sdst lg the simm16 (sign-extended); GFX9-GFX11"},
	{Key: "s_cmpk_lg_u32", Names: fam("s_cmpk_lg_u32", "s_cmpk_lg_u32", "s_cmpk_lg_u32", ""), Shape: ShapeSOPK, Doc: "SCC = sdst lg the simm16 (zero-extended); GFX9-GFX11"},
	{Key: "s_cmpk_gt_i32", Names: fam("s_cmpk_gt_i32", "s_cmpk_gt_i32", "s_cmpk_gt_i32", ""), Shape: ShapeSOPK, Doc: "SCC = sdst gt the simm16 (sign-extended); GFX9-GFX11"},
	{Key: "s_cmpk_gt_u32", Names: fam("s_cmpk_gt_u32", "s_cmpk_gt_u32", "s_cmpk_gt_u32", ""), Shape: ShapeSOPK, Doc: "SCC = sdst gt the simm16 (zero-extended); GFX9-GFX11"},
	{Key: "s_cmpk_ge_i32", Names: fam("s_cmpk_ge_i32", "s_cmpk_ge_i32", "s_cmpk_ge_i32", ""), Shape: ShapeSOPK, Doc: "SCC = sdst ge the simm16 (sign-extended); GFX9-GFX11"},
	{Key: "s_cmpk_ge_u32", Names: fam("s_cmpk_ge_u32", "s_cmpk_ge_u32", "s_cmpk_ge_u32", ""), Shape: ShapeSOPK, Doc: "SCC = sdst ge the simm16 (zero-extended); GFX9-GFX11"},
	{Key: "s_cmpk_lt_i32", Names: fam("s_cmpk_lt_i32", "s_cmpk_lt_i32", "s_cmpk_lt_i32", ""), Shape: ShapeSOPK, Doc: "SCC = sdst lt the simm16 (sign-extended); GFX9-GFX11"},
	{Key: "s_cmpk_lt_u32", Names: fam("s_cmpk_lt_u32", "s_cmpk_lt_u32", "s_cmpk_lt_u32", ""), Shape: ShapeSOPK, Doc: "SCC = sdst lt the simm16 (zero-extended); GFX9-GFX11"},
	{Key: "s_cmpk_le_i32", Names: fam("s_cmpk_le_i32", "s_cmpk_le_i32", "s_cmpk_le_i32", ""), Shape: ShapeSOPK, Doc: "SCC = sdst le the simm16 (sign-extended); GFX9-GFX11"},
	{Key: "s_cmpk_le_u32", Names: fam("s_cmpk_le_u32", "s_cmpk_le_u32", "s_cmpk_le_u32", ""), Shape: ShapeSOPK, Doc: "SCC = sdst le the simm16 (zero-extended); GFX9-GFX11"},
	{Key: "s_addk_i32", Names: fam("s_addk_i32", "s_addk_i32", "s_addk_i32", "s_addk_co_i32"), Shape: ShapeSOPK, Dst: TB32, Doc: "D = D + the simm16 sign-extended; SCC = signed overflow"},
	{Key: "s_mulk_i32", Names: same("s_mulk_i32"), Shape: ShapeSOPK, Dst: TB32, Doc: "D = D * the simm16 sign-extended"},
	{Key: "s_getpc_b64", Names: same("s_getpc_b64"), Shape: ShapeSOP1, Dst: TI64, Doc: "D = the address of the next instruction (no source: Src[0] is TNone)"},
	{Key: "s_setpc_b64", Names: same("s_setpc_b64"), Shape: ShapeSOP1, Src: [3]OpType{TI64}, Doc: "PC = S0 (a jump; a function's return): no destination (Dst is TNone)"},
	{Key: "s_swappc_b64", Names: same("s_swappc_b64"), Shape: ShapeSOP1, Dst: TI64, Src: [3]OpType{TI64}, Doc: "D = the address of the next instruction, PC = S0 (a call)"},
	{Key: "s_sext_i32_i16", Names: same("s_sext_i32_i16"), Shape: ShapeSOP1, Dst: TB32, Src: [3]OpType{TB32}},
	{Key: "s_sext_i32_i8", Names: same("s_sext_i32_i8"), Shape: ShapeSOP1, Dst: TB32, Src: [3]OpType{TB32}},
	{Key: "s_pack_ll_b32_b16", Names: same("s_pack_ll_b32_b16"), Shape: ShapeSOP2, Dst: TB32, Src: [3]OpType{TB32, TB32}, Doc: "D = {S1[15:0], S0[15:0]}"},
	{Key: "s_pack_hh_b32_b16", Names: same("s_pack_hh_b32_b16"), Shape: ShapeSOP2, Dst: TB32, Src: [3]OpType{TB32, TB32}, Doc: "D = {S1[31:16], S0[31:16]}"},
	{Key: "s_pack_hl_b32_b16", Names: same("s_pack_hl_b32_b16"), Shape: ShapeSOP2, Dst: TB32, Src: [3]OpType{TB32, TB32}, Doc: "D = {S1[15:0], S0[31:16]}; GFX11+"},
	{Key: "mul_hi_u32_u24", Names: same("v_mul_hi_u32_u24"), Shape: ShapeBinary, Dst: TB32, Src: [3]OpType{TB32, TB32}},
	{Key: "mul_hi_i32_i24", Names: same("v_mul_hi_i32_i24"), Shape: ShapeBinary, Dst: TB32, Src: [3]OpType{TB32, TB32}},
	{Key: "mul_i32_i24", Names: same("v_mul_i32_i24"), Shape: ShapeBinary, Dst: TB32, Src: [3]OpType{TB32, TB32}},
	{Key: "xor_b32", Names: same("v_xor_b32"), Shape: ShapeBinary, Dst: TB32, Src: [3]OpType{TB32, TB32}},
	{Key: "not_b32", Names: same("v_not_b32"), Shape: ShapeVOP1, Dst: TB32, Src: [3]OpType{TB32}},
	{Key: "mov_b64", Names: same("v_mov_b64"), Shape: ShapeVOP1, Dst: TI64, Src: [3]OpType{TI64}, Doc: "gfx940 family"},
	{Key: "cvt_f32_f16", Names: same("v_cvt_f32_f16"), Shape: ShapeVOP1, Dst: TF32, Src: [3]OpType{TF16}, Mods: floatMods},
	{Key: "cvt_f16_f32", Names: same("v_cvt_f16_f32"), Shape: ShapeVOP1, Dst: TF16, Src: [3]OpType{TF32}, Mods: floatMods},
	{Key: "cvt_pk_f16_f32", Names: fam("v_cvt_pk_f16_f32", "", "", ""), Shape: ShapeBinary, Dst: TB32, Src: [3]OpType{TF32, TF32}, Mods: floatMods, Doc: "gfx950 only"},
	{Key: "cvt_pk_bf16_f32", Names: fam("v_cvt_pk_bf16_f32", "", "", ""), Shape: ShapeBinary, Dst: TB32, Src: [3]OpType{TF32, TF32}, Mods: floatMods, Doc: "gfx950 only"},
	{Key: "cmp_f_f16", Names: same("v_cmp_f_f16"), Shape: ShapeCmp, Src: [3]OpType{TF16, TF16}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmp_lt_f16", Names: same("v_cmp_lt_f16"), Shape: ShapeCmp, Src: [3]OpType{TF16, TF16}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmp_eq_f16", Names: same("v_cmp_eq_f16"), Shape: ShapeCmp, Src: [3]OpType{TF16, TF16}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmp_le_f16", Names: same("v_cmp_le_f16"), Shape: ShapeCmp, Src: [3]OpType{TF16, TF16}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmp_gt_f16", Names: same("v_cmp_gt_f16"), Shape: ShapeCmp, Src: [3]OpType{TF16, TF16}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmp_lg_f16", Names: same("v_cmp_lg_f16"), Shape: ShapeCmp, Src: [3]OpType{TF16, TF16}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmp_ge_f16", Names: same("v_cmp_ge_f16"), Shape: ShapeCmp, Src: [3]OpType{TF16, TF16}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmp_nge_f16", Names: same("v_cmp_nge_f16"), Shape: ShapeCmp, Src: [3]OpType{TF16, TF16}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmp_nlg_f16", Names: same("v_cmp_nlg_f16"), Shape: ShapeCmp, Src: [3]OpType{TF16, TF16}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmp_ngt_f16", Names: same("v_cmp_ngt_f16"), Shape: ShapeCmp, Src: [3]OpType{TF16, TF16}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmp_nle_f16", Names: same("v_cmp_nle_f16"), Shape: ShapeCmp, Src: [3]OpType{TF16, TF16}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmp_neq_f16", Names: same("v_cmp_neq_f16"), Shape: ShapeCmp, Src: [3]OpType{TF16, TF16}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmp_nlt_f16", Names: same("v_cmp_nlt_f16"), Shape: ShapeCmp, Src: [3]OpType{TF16, TF16}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmp_tru_f16", Names: fam("v_cmp_tru_f16", "v_cmp_tru_f16", "v_cmp_t_f16", "v_cmp_t_f16"), Shape: ShapeCmp, Src: [3]OpType{TF16, TF16}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmp_f_f32", Names: same("v_cmp_f_f32"), Shape: ShapeCmp, Src: [3]OpType{TF32, TF32}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmp_lt_f32", Names: same("v_cmp_lt_f32"), Shape: ShapeCmp, Src: [3]OpType{TF32, TF32}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmp_eq_f32", Names: same("v_cmp_eq_f32"), Shape: ShapeCmp, Src: [3]OpType{TF32, TF32}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmp_le_f32", Names: same("v_cmp_le_f32"), Shape: ShapeCmp, Src: [3]OpType{TF32, TF32}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmp_gt_f32", Names: same("v_cmp_gt_f32"), Shape: ShapeCmp, Src: [3]OpType{TF32, TF32}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmp_lg_f32", Names: same("v_cmp_lg_f32"), Shape: ShapeCmp, Src: [3]OpType{TF32, TF32}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmp_ge_f32", Names: same("v_cmp_ge_f32"), Shape: ShapeCmp, Src: [3]OpType{TF32, TF32}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmp_nge_f32", Names: same("v_cmp_nge_f32"), Shape: ShapeCmp, Src: [3]OpType{TF32, TF32}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmp_nlg_f32", Names: same("v_cmp_nlg_f32"), Shape: ShapeCmp, Src: [3]OpType{TF32, TF32}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmp_ngt_f32", Names: same("v_cmp_ngt_f32"), Shape: ShapeCmp, Src: [3]OpType{TF32, TF32}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmp_nle_f32", Names: same("v_cmp_nle_f32"), Shape: ShapeCmp, Src: [3]OpType{TF32, TF32}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmp_neq_f32", Names: same("v_cmp_neq_f32"), Shape: ShapeCmp, Src: [3]OpType{TF32, TF32}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmp_nlt_f32", Names: same("v_cmp_nlt_f32"), Shape: ShapeCmp, Src: [3]OpType{TF32, TF32}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmp_tru_f32", Names: fam("v_cmp_tru_f32", "v_cmp_tru_f32", "v_cmp_t_f32", "v_cmp_t_f32"), Shape: ShapeCmp, Src: [3]OpType{TF32, TF32}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmp_f_f64", Names: same("v_cmp_f_f64"), Shape: ShapeCmp, Src: [3]OpType{TF64, TF64}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmp_lt_f64", Names: same("v_cmp_lt_f64"), Shape: ShapeCmp, Src: [3]OpType{TF64, TF64}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmp_eq_f64", Names: same("v_cmp_eq_f64"), Shape: ShapeCmp, Src: [3]OpType{TF64, TF64}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmp_le_f64", Names: same("v_cmp_le_f64"), Shape: ShapeCmp, Src: [3]OpType{TF64, TF64}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmp_gt_f64", Names: same("v_cmp_gt_f64"), Shape: ShapeCmp, Src: [3]OpType{TF64, TF64}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmp_lg_f64", Names: same("v_cmp_lg_f64"), Shape: ShapeCmp, Src: [3]OpType{TF64, TF64}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmp_ge_f64", Names: same("v_cmp_ge_f64"), Shape: ShapeCmp, Src: [3]OpType{TF64, TF64}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmp_nge_f64", Names: same("v_cmp_nge_f64"), Shape: ShapeCmp, Src: [3]OpType{TF64, TF64}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmp_nlg_f64", Names: same("v_cmp_nlg_f64"), Shape: ShapeCmp, Src: [3]OpType{TF64, TF64}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmp_ngt_f64", Names: same("v_cmp_ngt_f64"), Shape: ShapeCmp, Src: [3]OpType{TF64, TF64}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmp_nle_f64", Names: same("v_cmp_nle_f64"), Shape: ShapeCmp, Src: [3]OpType{TF64, TF64}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmp_neq_f64", Names: same("v_cmp_neq_f64"), Shape: ShapeCmp, Src: [3]OpType{TF64, TF64}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmp_nlt_f64", Names: same("v_cmp_nlt_f64"), Shape: ShapeCmp, Src: [3]OpType{TF64, TF64}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmp_tru_f64", Names: fam("v_cmp_tru_f64", "v_cmp_tru_f64", "v_cmp_t_f64", "v_cmp_t_f64"), Shape: ShapeCmp, Src: [3]OpType{TF64, TF64}, Mods: ModAbsNeg | ModClamp},
	// llc-19's divergent ifs (issues 11, 13; docs/reference/amdgpu.md
	// §3.10): the SOP1 saveexec family (D = EXEC; EXEC = op(S0, EXEC); SCC
	// = EXEC != 0), scalar xor, and the 32-bit integer compares of the
	// branch conditions. The _b32 forms exist on GFX10+ (wave32).
	{Key: "s_and_saveexec_b64", Names: same("s_and_saveexec_b64"), Shape: ShapeSOP1, Dst: TI64, Src: [3]OpType{TI64}, Doc: "D = EXEC; EXEC = S0 & EXEC; SCC = EXEC != 0"},
	{Key: "s_and_saveexec_b32", Names: fam("", "s_and_saveexec_b32", "s_and_saveexec_b32", "s_and_saveexec_b32"), Shape: ShapeSOP1, Dst: TB32, Src: [3]OpType{TB32}, Doc: "GFX10+: EXEC_LO"},
	{Key: "s_or_saveexec_b64", Names: same("s_or_saveexec_b64"), Shape: ShapeSOP1, Dst: TI64, Src: [3]OpType{TI64}, Doc: "D = EXEC; EXEC = S0 | EXEC; SCC = EXEC != 0"},
	{Key: "s_or_saveexec_b32", Names: fam("", "s_or_saveexec_b32", "s_or_saveexec_b32", "s_or_saveexec_b32"), Shape: ShapeSOP1, Dst: TB32, Src: [3]OpType{TB32}, Doc: "GFX10+: EXEC_LO"},
	{Key: "s_xor_saveexec_b64", Names: same("s_xor_saveexec_b64"), Shape: ShapeSOP1, Dst: TI64, Src: [3]OpType{TI64}, Doc: "D = EXEC; EXEC = S0 ^ EXEC; SCC = EXEC != 0"},
	{Key: "s_xor_saveexec_b32", Names: fam("", "s_xor_saveexec_b32", "s_xor_saveexec_b32", "s_xor_saveexec_b32"), Shape: ShapeSOP1, Dst: TB32, Src: [3]OpType{TB32}, Doc: "GFX10+: EXEC_LO"},
	{Key: "s_andn2_saveexec_b64", Names: fam("s_andn2_saveexec_b64", "s_andn2_saveexec_b64", "s_and_not1_saveexec_b64", "s_and_not1_saveexec_b64"), Shape: ShapeSOP1, Dst: TI64, Src: [3]OpType{TI64}, Doc: "D = EXEC; EXEC = S0 & ~EXEC; SCC = EXEC != 0"},
	{Key: "s_andn2_saveexec_b32", Names: fam("", "s_andn2_saveexec_b32", "s_and_not1_saveexec_b32", "s_and_not1_saveexec_b32"), Shape: ShapeSOP1, Dst: TB32, Src: [3]OpType{TB32}, Doc: "GFX10+: EXEC_LO"},
	{Key: "s_xor_b32", Names: same("s_xor_b32"), Shape: ShapeSOP2, Dst: TB32, Src: [3]OpType{TB32, TB32}, Doc: "D = S0 ^ S1; SCC = D != 0"},
	{Key: "s_xor_b64", Names: same("s_xor_b64"), Shape: ShapeSOP2, Dst: TI64, Src: [3]OpType{TI64, TI64}, Doc: "D = S0 ^ S1; SCC = D != 0"},
	{Key: "cmp_ne_u32", Names: same("v_cmp_ne_u32"), Shape: ShapeCmp, Src: [3]OpType{TB32, TB32}},
	{Key: "cmp_lt_u32", Names: same("v_cmp_lt_u32"), Shape: ShapeCmp, Src: [3]OpType{TB32, TB32}},
	{Key: "cmp_gt_u32", Names: same("v_cmp_gt_u32"), Shape: ShapeCmp, Src: [3]OpType{TB32, TB32}},
	{Key: "cmp_le_u32", Names: same("v_cmp_le_u32"), Shape: ShapeCmp, Src: [3]OpType{TB32, TB32}},
	{Key: "cmp_ge_u32", Names: same("v_cmp_ge_u32"), Shape: ShapeCmp, Src: [3]OpType{TB32, TB32}},
	{Key: "cmp_eq_i32", Names: same("v_cmp_eq_i32"), Shape: ShapeCmp, Src: [3]OpType{TB32, TB32}},
	{Key: "cmp_ne_i32", Names: same("v_cmp_ne_i32"), Shape: ShapeCmp, Src: [3]OpType{TB32, TB32}},
	{Key: "cmp_lt_i32", Names: same("v_cmp_lt_i32"), Shape: ShapeCmp, Src: [3]OpType{TB32, TB32}},
	{Key: "cmp_gt_i32", Names: same("v_cmp_gt_i32"), Shape: ShapeCmp, Src: [3]OpType{TB32, TB32}},
	{Key: "cmp_le_i32", Names: same("v_cmp_le_i32"), Shape: ShapeCmp, Src: [3]OpType{TB32, TB32}},
	{Key: "cmp_ge_i32", Names: same("v_cmp_ge_i32"), Shape: ShapeCmp, Src: [3]OpType{TB32, TB32}},
	// v_cmpx (docs/reference/amdgpu.md §3.10): the compare written to EXEC
	// (GFX9: and to the destination; GFX10+: to EXEC alone, no destination
	// operand). Their DPP and SDWA forms are outside the table.
	{Key: "cmpx_eq_u32", Names: same("v_cmpx_eq_u32"), Shape: ShapeCmpX, Src: [3]OpType{TB32, TB32}},
	{Key: "cmpx_ne_u32", Names: same("v_cmpx_ne_u32"), Shape: ShapeCmpX, Src: [3]OpType{TB32, TB32}},
	{Key: "cmpx_lt_u32", Names: same("v_cmpx_lt_u32"), Shape: ShapeCmpX, Src: [3]OpType{TB32, TB32}},
	{Key: "cmpx_gt_u32", Names: same("v_cmpx_gt_u32"), Shape: ShapeCmpX, Src: [3]OpType{TB32, TB32}},
	{Key: "cmpx_le_u32", Names: same("v_cmpx_le_u32"), Shape: ShapeCmpX, Src: [3]OpType{TB32, TB32}},
	{Key: "cmpx_ge_u32", Names: same("v_cmpx_ge_u32"), Shape: ShapeCmpX, Src: [3]OpType{TB32, TB32}},
	{Key: "cmpx_eq_i32", Names: same("v_cmpx_eq_i32"), Shape: ShapeCmpX, Src: [3]OpType{TB32, TB32}},
	{Key: "cmpx_ne_i32", Names: same("v_cmpx_ne_i32"), Shape: ShapeCmpX, Src: [3]OpType{TB32, TB32}},
	{Key: "cmpx_lt_i32", Names: same("v_cmpx_lt_i32"), Shape: ShapeCmpX, Src: [3]OpType{TB32, TB32}},
	{Key: "cmpx_gt_i32", Names: same("v_cmpx_gt_i32"), Shape: ShapeCmpX, Src: [3]OpType{TB32, TB32}},
	{Key: "cmpx_le_i32", Names: same("v_cmpx_le_i32"), Shape: ShapeCmpX, Src: [3]OpType{TB32, TB32}},
	{Key: "cmpx_ge_i32", Names: same("v_cmpx_ge_i32"), Shape: ShapeCmpX, Src: [3]OpType{TB32, TB32}},
	{Key: "cmpx_lt_f32", Names: same("v_cmpx_lt_f32"), Shape: ShapeCmpX, Src: [3]OpType{TF32, TF32}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmpx_eq_f32", Names: same("v_cmpx_eq_f32"), Shape: ShapeCmpX, Src: [3]OpType{TF32, TF32}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmpx_le_f32", Names: same("v_cmpx_le_f32"), Shape: ShapeCmpX, Src: [3]OpType{TF32, TF32}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmpx_gt_f32", Names: same("v_cmpx_gt_f32"), Shape: ShapeCmpX, Src: [3]OpType{TF32, TF32}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmpx_lg_f32", Names: same("v_cmpx_lg_f32"), Shape: ShapeCmpX, Src: [3]OpType{TF32, TF32}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmpx_ge_f32", Names: same("v_cmpx_ge_f32"), Shape: ShapeCmpX, Src: [3]OpType{TF32, TF32}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmpx_nge_f32", Names: same("v_cmpx_nge_f32"), Shape: ShapeCmpX, Src: [3]OpType{TF32, TF32}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmpx_nlg_f32", Names: same("v_cmpx_nlg_f32"), Shape: ShapeCmpX, Src: [3]OpType{TF32, TF32}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmpx_ngt_f32", Names: same("v_cmpx_ngt_f32"), Shape: ShapeCmpX, Src: [3]OpType{TF32, TF32}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmpx_nle_f32", Names: same("v_cmpx_nle_f32"), Shape: ShapeCmpX, Src: [3]OpType{TF32, TF32}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmpx_neq_f32", Names: same("v_cmpx_neq_f32"), Shape: ShapeCmpX, Src: [3]OpType{TF32, TF32}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmpx_nlt_f32", Names: same("v_cmpx_nlt_f32"), Shape: ShapeCmpX, Src: [3]OpType{TF32, TF32}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmpx_lt_f16", Names: same("v_cmpx_lt_f16"), Shape: ShapeCmpX, Src: [3]OpType{TF16, TF16}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmpx_eq_f16", Names: same("v_cmpx_eq_f16"), Shape: ShapeCmpX, Src: [3]OpType{TF16, TF16}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmpx_le_f16", Names: same("v_cmpx_le_f16"), Shape: ShapeCmpX, Src: [3]OpType{TF16, TF16}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmpx_gt_f16", Names: same("v_cmpx_gt_f16"), Shape: ShapeCmpX, Src: [3]OpType{TF16, TF16}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmpx_lg_f16", Names: same("v_cmpx_lg_f16"), Shape: ShapeCmpX, Src: [3]OpType{TF16, TF16}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmpx_ge_f16", Names: same("v_cmpx_ge_f16"), Shape: ShapeCmpX, Src: [3]OpType{TF16, TF16}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmpx_nge_f16", Names: same("v_cmpx_nge_f16"), Shape: ShapeCmpX, Src: [3]OpType{TF16, TF16}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmpx_nlg_f16", Names: same("v_cmpx_nlg_f16"), Shape: ShapeCmpX, Src: [3]OpType{TF16, TF16}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmpx_ngt_f16", Names: same("v_cmpx_ngt_f16"), Shape: ShapeCmpX, Src: [3]OpType{TF16, TF16}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmpx_nle_f16", Names: same("v_cmpx_nle_f16"), Shape: ShapeCmpX, Src: [3]OpType{TF16, TF16}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmpx_neq_f16", Names: same("v_cmpx_neq_f16"), Shape: ShapeCmpX, Src: [3]OpType{TF16, TF16}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmpx_nlt_f16", Names: same("v_cmpx_nlt_f16"), Shape: ShapeCmpX, Src: [3]OpType{TF16, TF16}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmpx_lt_f64", Names: same("v_cmpx_lt_f64"), Shape: ShapeCmpX, Src: [3]OpType{TF64, TF64}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmpx_eq_f64", Names: same("v_cmpx_eq_f64"), Shape: ShapeCmpX, Src: [3]OpType{TF64, TF64}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmpx_le_f64", Names: same("v_cmpx_le_f64"), Shape: ShapeCmpX, Src: [3]OpType{TF64, TF64}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmpx_gt_f64", Names: same("v_cmpx_gt_f64"), Shape: ShapeCmpX, Src: [3]OpType{TF64, TF64}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmpx_lg_f64", Names: same("v_cmpx_lg_f64"), Shape: ShapeCmpX, Src: [3]OpType{TF64, TF64}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmpx_ge_f64", Names: same("v_cmpx_ge_f64"), Shape: ShapeCmpX, Src: [3]OpType{TF64, TF64}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmpx_nge_f64", Names: same("v_cmpx_nge_f64"), Shape: ShapeCmpX, Src: [3]OpType{TF64, TF64}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmpx_nlg_f64", Names: same("v_cmpx_nlg_f64"), Shape: ShapeCmpX, Src: [3]OpType{TF64, TF64}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmpx_ngt_f64", Names: same("v_cmpx_ngt_f64"), Shape: ShapeCmpX, Src: [3]OpType{TF64, TF64}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmpx_nle_f64", Names: same("v_cmpx_nle_f64"), Shape: ShapeCmpX, Src: [3]OpType{TF64, TF64}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmpx_neq_f64", Names: same("v_cmpx_neq_f64"), Shape: ShapeCmpX, Src: [3]OpType{TF64, TF64}, Mods: ModAbsNeg | ModClamp},
	{Key: "cmpx_nlt_f64", Names: same("v_cmpx_nlt_f64"), Shape: ShapeCmpX, Src: [3]OpType{TF64, TF64}, Mods: ModAbsNeg | ModClamp},
	// v_nop (docs/reference/amdgpu.md §3.12): the VALU no-op, VOP1
	// opcode 0 and its VOP3 form, no operands or modifiers on any
	// generation; llvm-mc-19 prints every form as "v_nop". Its DPP and
	// SDWA forms (GFX9, GFX10) are outside the table.
	{Key: "nop", Names: same("v_nop"), Shape: ShapeVNop, Doc: "VALU no-op"},
}
