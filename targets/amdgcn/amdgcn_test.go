package amdgcn

import (
	"bytes"
	"encoding/hex"
	"errors"
	"fmt"
	"strings"
	"testing"
)

func mustGen(t testing.TB, name string) *Generation {
	t.Helper()
	g, err := ParseGeneration(name)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func asmHex(t *testing.T, gen *Generation, line string) (string, string) {
	t.Helper()
	in, err := AssembleLine(gen, line)
	if err != nil {
		t.Fatalf("%s: %q: %v", gen.Name, line, err)
	}
	return in.String(), hex.EncodeToString(in.AppendEncoding(nil))
}

// TestSeedVMaxF32 checks the seed fact on every generation. Expected
// bytes come from docs/reference/amdgpu.md §1.2 and §3.1: the VOP2 word image of v_max_f32 is
// 0x16000000 on GFX9/CDNA (opcode 11; CDNA4ISA §12.7 for gfx950), 0x20000000
// on GFX10/11 (opcode 16) and 0x2C000000 on GFX12 (v_max_num_f32, opcode 22).
func TestSeedVMaxF32(t *testing.T) {
	want := map[Family]struct{ text, hex string }{
		GFX9:  {"v_max_f32_e32 v5, -1, v2", "c1040a16"},
		GFX10: {"v_max_f32_e32 v5, -1, v2", "c1040a20"},
		GFX11: {"v_max_f32_e32 v5, -1, v2", "c1040a20"},
		GFX12: {"v_max_num_f32_e32 v5, -1, v2", "c1040a2c"},
	}
	for _, g := range Generations() {
		text, h := asmHex(t, g, "v_max_f32 v5, -1, v2")
		w := want[g.Family]
		if text != w.text || h != w.hex {
			t.Errorf("%s: got %s [%s], want %s [%s]", g.Name, text, h, w.text, w.hex)
		}
	}
}

// TestGFX950Documented checks gfx950, which LLVM 19 does not know, against
// the encodings documented in docs/reference/amdgpu.md §3.2 (from llvm-project
// llvm/test/MC/AMDGPU/gfx950_asm_features.s, "MC950", and VOP3TD/CDNA4ISA
// opcodes): the new rows must assemble to those bytes and disassemble back,
// and gfx942 must reject them naming gfx950.
func TestGFX950Documented(t *testing.T) {
	g := mustGen(t, "gfx950")
	cases := []struct{ line, text, hex, src string }{
		{"v_maximum3_f32 v1, v2, v3, v4", "v_maximum3_f32 v1, v2, v3, v4", "0100a9d202071204", "MC950"},
		{"v_pk_maximum3_f16 v1, v2, v3, v4", "v_pk_maximum3_f16 v1, v2, v3, v4", "01409cd30207121c", "MC950"},
		// Same layout, opcodes from docs/reference/amdgpu.md §3.2 (VOP3TD 0x2a8; CDNA4ISA VOP3P 27).
		{"v_minimum3_f32 v1, v2, v3, v4", "v_minimum3_f32 v1, v2, v3, v4", "0100a8d202071204", "VOP3TD V_MINIMUM3_F32 0x2a8"},
		{"v_pk_minimum3_f16 v1, v2, v3, v4", "v_pk_minimum3_f16 v1, v2, v3, v4", "01409bd30207121c", "CDNA4ISA VOP3P opcode 27"},
		// gfx950's packed conversions (issue 13): bytes from llvm-mc-22
		{"v_cvt_pk_f16_f32 v1, v2, v3", "v_cvt_pk_f16_f32 v1, v2, v3", "010067d202070200", "llvm-mc-22 -mcpu=gfx950"},
		{"v_cvt_pk_bf16_f32 v1, -v2, |v3| clamp", "v_cvt_pk_bf16_f32 v1, -v2, |v3| clamp", "018268d202070220", "llvm-mc-22 -mcpu=gfx950"},
		// Inherited GFX9 rows: CDNA4ISA §12.7 V_MAX_F32 = 11.
		{"v_max_f32 v5, -1, v2", "v_max_f32_e32 v5, -1, v2", "c1040a16", "CDNA4ISA §12.7"},
	}
	for _, c := range cases {
		text, h := asmHex(t, g, c.line)
		if text != c.text || h != c.hex {
			t.Errorf("gfx950 %q: got %s [%s], want %s [%s] (%s)", c.line, text, h, c.text, c.hex, c.src)
		}
		b, _ := hex.DecodeString(c.hex)
		in, n, err := Decode(g, b)
		if err != nil || n != len(b) || in.String() != c.text {
			t.Errorf("gfx950 decode %s: %v %d %q", c.hex, err, n, in.String())
		}
	}
	_, err := AssembleLine(mustGen(t, "gfx942"), "v_maximum3_f32 v1, v2, v3, v4")
	if err == nil || !strings.Contains(err.Error(), "gfx950") {
		t.Errorf("gfx942 v_maximum3_f32: want an error naming gfx950, got %v", err)
	}
}

// TestGFX950Rows requires a test line for every gfx950 row: the new rows are
// covered by TestGFX950Documented; the inherited rows must give the gfx942
// bytes (which the differential tests check against llvm-mc-19) for the
// canonical corpus lines.
func TestGFX950Rows(t *testing.T) {
	g950, g942 := mustGen(t, "gfx950"), mustGen(t, "gfx942")
	covered := map[*Form]bool{}
	for _, line := range genCorpus(g950, 3000, 5) {
		a, errA := Assemble(g950, "", []byte(line), nil)
		b, errB := Assemble(g942, "", []byte(line), nil)
		if errA != nil {
			continue
		}
		covered[a[0].Form()] = true
		if errB != nil {
			if !strings.Contains(line, "imum3") && !strings.HasPrefix(line, "v_cvt_pk_") {
				t.Errorf("%q: gfx950 accepts, gfx942 rejects: %v", line, errB)
			}
			continue
		}
		if !bytes.Equal(Encode(a), Encode(b)) || a[0].String() != b[0].String() {
			t.Errorf("%q: gfx950 %s differs from gfx942 %s", line, a[0].String(), b[0].String())
		}
	}
	for i := range forms {
		f := &forms[i]
		if f.Gen == GFX950 && !covered[f] {
			t.Errorf("gfx950 row %s %s has no test line", f.Name, f.Enc)
		}
	}
}

// TestTableInvariants: rows are unique per (generation, encoding, opcode) and
// per (generation, instruction, encoding), every row cites a source, rows
// are grouped by generation, and every Def has a row somewhere.
func TestTableInvariants(t *testing.T) {
	type k1 struct {
		g  GenID
		e  Encoding
		op uint16
	}
	type k2 struct {
		g   GenID
		key string
		e   Encoding
	}
	seen1, seen2 := map[k1]bool{}, map[k2]bool{}
	used := map[string]bool{}
	for i := range forms {
		f := &forms[i]
		if f.Source == "" {
			t.Errorf("row %d (%s %s) has no source", i, f.Gen, f.Name)
		}
		if i > 0 && forms[i-1].Gen > f.Gen {
			t.Errorf("row %d out of generation order", i)
		}
		if seen1[k1{f.Gen, f.Enc, f.Opcode}] {
			t.Errorf("duplicate opcode %s %s %#x", f.Gen, f.Enc, f.Opcode)
		}
		if seen2[k2{f.Gen, f.Key, f.Enc}] {
			t.Errorf("duplicate row %s %s %s", f.Gen, f.Key, f.Enc)
		}
		seen1[k1{f.Gen, f.Enc, f.Opcode}] = true
		seen2[k2{f.Gen, f.Key, f.Enc}] = true
		used[f.Key] = true
	}
	for _, d := range Defs {
		if !used[d.Key] {
			t.Errorf("def %s has no row", d.Key)
		}
	}
}

func TestLookupForm(t *testing.T) {
	g12 := mustGen(t, "gfx1200")
	e, err := LookupForm(g12, "v_max_f32")
	if err != nil || e.Name != "v_max_num_f32" || !e.Suffixed() {
		t.Errorf("gfx1200 v_max_f32: %v %+v", err, e)
	}
	_, err = LookupForm(mustGen(t, "gfx942"), "v_maximum_f32")
	if err == nil || !strings.Contains(err.Error(), "gfx1200, gfx1201") {
		t.Errorf("want availability list, got %v", err)
	}
	_, err = LookupForm(g12, "v_frobnicate")
	if err == nil || !strings.Contains(err.Error(), "unknown instruction") {
		t.Errorf("got %v", err)
	}
	if _, err := ParseGeneration("gfx9000"); err == nil || !strings.Contains(err.Error(), "gfx942") {
		t.Errorf("ParseGeneration: %v", err)
	}
}

// TestErrors checks positions and messages of illegal input. The rules are
// docs/reference/amdgpu.md §2 (constant bus, literals, alignment); llvm-mc-19 rejects each
// of these lines too (checked by TestGoldenAsm's ERROR lines).
func TestErrors(t *testing.T) {
	cases := []struct {
		gen, src, pos, msg string
	}{
		{"gfx942", "v_max_f32_e64 v0, s1, s2", "t.s:1:23", "constant bus"},
		{"gfx942", "v_max_f32_e64 v0, s1, s2", "t.s:1:23", "allows 1 SGPR or literal"},
		{"gfx1100", "v_max3_f32 v0, s1, s2, s3", "t.s:1:24", "allows 2"},
		{"gfx942", "v_cndmask_b32_e32 v0, s0, v2, vcc", "t.s:1:31", "constant bus"},
		{"gfx942", "v_max3_f32 v0, 0x12345678, v1, v2", "t.s:1:16", "literal operands are not supported"},
		{"gfx1030", "v_max3_f32 v0, 0x12345678, 0x1234, v2", "t.s:1:28", "only one unique literal"},
		{"gfx942", "v_max_f64 v[1:2], v[2:3], v[4:5]", "t.s:1:11", "64 bit aligned"},
		{"gfx90a", "global_load_dwordx2 v[3:4], v[0:1], off", "t.s:1:21", "64 bit aligned"},
		{"gfx942", "\n  v_frob v0, v1", "t.s:2:3", "invalid instruction"},
		{"gfx942", "v_maximum_f32 v0, v1, v2", "t.s:1:1", "gfx1200"},
		{"gfx942", "v_max_f32_e32 v5, v2, s3", "t.s:1:1", "second source"},
		{"gfx942", "v_max_f32 v5, s102, v2", "t.s:1:15", "s0..s101"},
		{"gfx1100", "v_max_f32 v5, flat_scratch_lo, v2", "t.s:1:15", "not available"},
		{"gfx942", "v_max_f32 v5, null, v2", "t.s:1:15", "'null'"},
		{"gfx942", "v_max_i32_e64 v5, v1, v2 clamp", "t.s:1:26", "clamp"},
		{"gfx942", "v_max_f16 v5, 0x12345, v2", "t.s:1:15", "16 bits"},
		{"gfx1030", "global_load_dword v1, v2, s[0:1] offset:4095", "t.s:1:34", "[-2048, 2047]"},
		{"gfx942", "v_pk_max_f16 v5, v1, v2 mul:2", "t.s:1:25", "output modifier"},
		{"gfx942", "s_waitcnt vmcnt(64)", "t.s:1:1", "at most 63"},
		{"gfx942", ".amdhsa_kernel k", "t.s:1:1", "expected .end_amdhsa_kernel"},
		{"gfx942", ".weak k", "t.s:1:1", "unknown directive"},
		{"gfx1100", "v_dual_max_f32 v1, v2, v3 :: v_dual_min_f32 v4, v5, v6", "t.s:1:1", "VOPD dual-issue is not supported"},
		{"gfx1100", "v_max_f32 v1, v2, v3 dst_sel:WORD_1", "t.s:1:22", "not a valid operand"},
		{"gfx942", "v_max_f64_dpp v[0:1], v[2:3], v[4:5] row_shl:1", "t.s:1:1", "dpp variant of this instruction is not supported"},
		{"gfx1100", "v_max_f32_sdwa v1, v2, v3", "t.s:1:1", "is not supported on gfx1100"},
		{"gfx90a", "v_max_f32 v1, src_lds_direct, v2", "t.s:1:15", "lds_direct is not supported on this GPU"},
		{"gfx908", "v_max_f32 v1, v2, src_lds_direct", "t.s:1:19", "lds_direct may be used as src0 only"},
		{"gfx942", "v_max_f32 v5, --1, v2", "t.s:1:15", "double negation"},
		// on integer operands "--2.0" is the double's 64 bits, which do not
		// fit (llvm-mc-19: "invalid operand for instruction"); --13 is 13
		// (TestMinusSignsIsLLVMMCs)
		{"gfx90a", "v_cmp_lt_i16_e64 vcc, --2.0, v14", "t.s:1:23", "does not fit in 16 bits"},
		{"gfx90a", "s_max_i32 s1, --2.0, s2", "t.s:1:15", "does not fit in 32 bits"},
		// llvm-mc-22 -mcpu=gfx950: "invalid operand for instruction" (llvm-mc-19 accepts m0 on gfx942)
		{"gfx950", "v_readfirstlane_b32 m0, v5", "t.s:1:21", "cannot be m0"},
	}
	for _, c := range cases {
		_, err := Assemble(mustGen(t, c.gen), "t.s", []byte(c.src), nil)
		if err == nil {
			t.Errorf("%s %q: no error", c.gen, c.src)
			continue
		}
		el := err.(ErrorList)
		got := el[0].Error()
		if !strings.HasPrefix(got, c.pos+": ") || !strings.Contains(got, c.msg) {
			t.Errorf("%s %q:\n got  %s\n want %s: ...%s...", c.gen, c.src, got, c.pos, c.msg)
		}
	}
	// Labels are skipped; positions point at the mnemonic.
	insts0, err0 := Assemble(mustGen(t, "gfx942"), "t.s", []byte("start:\nl2: v_max_f32 v0, v1, v2\nl3:  v_frob v0\n"), nil)
	if len(insts0) != 1 || err0 == nil || err0.(ErrorList)[0].Pos.String() != "t.s:3:6" {
		t.Errorf("labels: %d insts, %v", len(insts0), err0)
	}
	// Several bad lines: one error each, in order; good lines still assemble.
	insts, err := Assemble(mustGen(t, "gfx942"), "t.s", []byte("v_frob\nv_max_f32 v0, v1, v2\nv_max_f32 v0\n"), nil)
	if len(insts) != 1 || err == nil || len(err.(ErrorList)) != 2 {
		t.Errorf("multi-error: %d insts, %v", len(insts), err)
	}
}

func TestDisassembleText(t *testing.T) {
	g := mustGen(t, "gfx942")
	src := "0xc1,0x04 # c\n0x0a,0x16\n[0xff,0xff,0xff,0xff]\n0xzz 0x01\n0xc1 0x04 0x0a 0x16\n"
	insts, err := DisassembleText(g, "d.txt", []byte(src))
	if len(insts) != 2 || insts[0].String() != "v_max_f32_e32 v5, -1, v2" {
		t.Fatalf("got %d insts %v", len(insts), err)
	}
	el, _ := err.(ErrorList)
	if len(el) != 2 || el[0].Error() != "d.txt:3:2: invalid instruction encoding" || el[1].Error() != "d.txt:4:1: invalid input token" {
		t.Errorf("errors: %v", err)
	}
	// The case below was run through llvm-mc-19 -triple=amdgcn -mcpu=gfx942
	// -disassemble: it prints two instructions (lines 4 and 8) and reports
	// 2:11 3:1 6:1 7:1 (invalid input token: ';' and '//' are not comments,
	// and the bytes gathered so far are dropped) and 5:2 (invalid encoding).
	src = "0xc1,0x04 # c\n0x0a,0x16 ; semi\n// slash\n[0xc1,0x04,0x0a,0x16]\n[0xff,0xff,0xff,0xff]\n0xzz 0x01\n0x100\n0xc1,0x04,0x0a,0x16\n"
	insts, err = DisassembleText(g, "d2.txt", []byte(src))
	var pos []string
	for _, e := range err.(ErrorList) {
		pos = append(pos, fmt.Sprintf("%d:%d", e.Pos.Line, e.Pos.Col))
	}
	if len(insts) != 2 || insts[0].Line != 4 || insts[1].Line != 8 || strings.Join(pos, " ") != "2:11 3:1 5:2 6:1 7:1" {
		t.Errorf("d2: %d insts, errors at %v", len(insts), pos)
	}
}

// TestDocumentedOpcodes cross-checks the generated table against the opcode
// tables of docs/reference/amdgpu.md §3 (an independent record of llvm-mc-19 output).
func TestDocumentedOpcodes(t *testing.T) {
	type row struct {
		key string
		enc Encoding
		op  [numFamilies]uint16 // 0 = absent
	}
	rows := []row{
		{"max_f32", EncVOP2, [numFamilies]uint16{0x0B, 0x10, 0x10, 0x16}},
		{"min_f32", EncVOP2, [numFamilies]uint16{0x0A, 0x0F, 0x0F, 0x15}},
		{"max_f16", EncVOP2, [numFamilies]uint16{0x2D, 0x39, 0x39, 0x31}},
		{"min_f16", EncVOP2, [numFamilies]uint16{0x2E, 0x3A, 0x3A, 0x30}},
		{"max_i32", EncVOP2, [numFamilies]uint16{0x0D, 0x12, 0x12, 0x12}},
		{"min_u32", EncVOP2, [numFamilies]uint16{0x0E, 0x13, 0x13, 0x13}},
		{"max_u16", EncVOP3, [numFamilies]uint16{0x12F, 0x309, 0x309, 0x309}},
		{"max_f64", EncVOP3, [numFamilies]uint16{0x283, 0x167, 0x32A, 0x10E}},
		{"cndmask_b32", EncVOP2, [numFamilies]uint16{0x00, 0x01, 0x01, 0x01}},
		{"maximum_f32", EncVOP3, [numFamilies]uint16{0, 0, 0, 0x366}},
		{"minimum_f64", EncVOP3, [numFamilies]uint16{0, 0, 0, 0x341}},
		{"max3_f32", EncVOP3, [numFamilies]uint16{0x1D3, 0x154, 0x21C, 0x22A}},
		{"med3_f16", EncVOP3, [numFamilies]uint16{0x1FA, 0x357, 0x24F, 0x232}},
		{"max3_u32", EncVOP3, [numFamilies]uint16{0x1D5, 0x156, 0x21E, 0x21E}},
		{"maximum3_f32", EncVOP3, [numFamilies]uint16{0, 0, 0, 0x22E}},
		{"maxmin_f32", EncVOP3, [numFamilies]uint16{0, 0, 0x25E, 0x269}},
		{"minimummaximum_f32", EncVOP3, [numFamilies]uint16{0, 0, 0, 0x26C}},
		{"pk_max_f16", EncVOP3P, [numFamilies]uint16{0x12, 0x12, 0x12, 0x1C}},
		{"pk_min_u16", EncVOP3P, [numFamilies]uint16{0x0D, 0x0D, 0x0D, 0x0D}},
		{"pk_maximum_f16", EncVOP3P, [numFamilies]uint16{0, 0, 0, 0x1E}},
		{"cmp_o_f32", EncVOPC, [numFamilies]uint16{0x47, 0x07, 0x17, 0x17}},
		{"cmp_u_f16", EncVOPC, [numFamilies]uint16{0x28, 0xE8, 0x08, 0x08}},
		{"cmp_o_f64", EncVOPC, [numFamilies]uint16{0x67, 0x27, 0x27, 0x27}},
		{"cmp_class_f32", EncVOPC, [numFamilies]uint16{0x10, 0x88, 0x7E, 0x7E}},
		{"nop", EncVOP3, [numFamilies]uint16{0x140, 0x180, 0x180, 0x180}}, // §3.12 (its VOP1 opcode is 0)
	}
	for _, r := range rows {
		for _, g := range Generations() {
			if !g.LLVM19 {
				continue
			}
			var got *Form
			for i := range forms {
				f := &forms[i]
				if f.Gen == g.ID && f.Key == r.key && f.Enc == r.enc {
					got = f
				}
			}
			want := r.op[g.Family]
			absent := want == 0 && !(r.key == "cndmask_b32" && g.Family == GFX9)
			switch {
			case absent && got != nil:
				t.Errorf("%s %s %s: table has %#x, docs/reference/amdgpu.md says absent", g.Name, r.key, r.enc, got.Opcode)
			case !absent && got == nil:
				t.Errorf("%s %s %s: missing, docs/reference/amdgpu.md says %#x", g.Name, r.key, r.enc, want)
			case !absent && got.Opcode != want:
				t.Errorf("%s %s %s: table %#x, docs/reference/amdgpu.md %#x", g.Name, r.key, r.enc, got.Opcode, want)
			}
		}
	}
}

// TestReadLaneM0: llvm-mc-22 (gfx950's oracle) takes no m0 destination of
// v_readfirstlane_b32 (SReg_32_XM0; it disassembles the word with an
// "Invalid register" comment), llvm-mc-19 does on gfx942.
func TestReadLaneM0(t *testing.T) {
	word := []byte{0x05, 0x05, 0xf8, 0x7e} // v_readfirstlane_b32 m0, v5
	in, _, err := Decode(Gen(GFX942), word)
	if err != nil || in.String() != "v_readfirstlane_b32 m0, v5" {
		t.Errorf("gfx942: %v %q", err, in.String())
	}
	if _, _, err := Decode(Gen(GFX950), word); !errors.Is(err, ErrUnrecognized) {
		t.Errorf("gfx950: %v", err)
	}
	var out bytes.Buffer
	if err := DisassembleListing(&out, Gen(GFX950), "x.txt", []byte("0x05,0x05,0xf8,0x7e\n"), true, 1); err == nil || strings.Contains(out.String(), "m0") {
		t.Errorf("gfx950 listing: %v %q", err, out.String())
	}
	if _, err := Assemble(Gen(GFX942), "t.s", []byte("v_readfirstlane_b32 m0, v5"), nil); err != nil {
		t.Errorf("gfx942: %v", err)
	}
}

// TestLDSDirectBfrev: v_bfrev_b32 (a bit reverse, not a *rev* opcode) reads
// src_lds_direct where the generation has it, and a VOP3 compare with
// src_lds_direct in its sdst field (which llvm-mc-19 prints with an
// "Invalid register" comment) does not decode. Observed: llvm-mc-19
// -show-encoding / -disassemble on gfx908, gfx1010, gfx1030.
func TestLDSDirectBfrev(t *testing.T) {
	for _, c := range []struct{ gen, hex, want string }{
		{"gfx908", "0xfe,0x58,0x1e,0x7e", "v_bfrev_b32_e32 v15, src_lds_direct ; encoding: [0xfe,0x58,0x1e,0x7e]"},
		{"gfx1030", "0xfe,0x70,0x1e,0x7e", "v_bfrev_b32_e32 v15, src_lds_direct ; encoding: [0xfe,0x70,0x1e,0x7e]"},
	} {
		g := mustGen(t, c.gen)
		if got := listingLine(t, g, "v_bfrev_b32 v15, src_lds_direct"); got != c.want {
			t.Errorf("%s: got %q, want %q", c.gen, got, c.want)
		}
		if got := disListing(t, g, c.hex); got != c.want {
			t.Errorf("%s disasm: got %q, want %q", c.gen, got, c.want)
		}
	}
	if _, err := Assemble(mustGen(t, "gfx1030"), "t.s", []byte("v_lshlrev_b32 v1, src_lds_direct, v2"), nil); err == nil || !strings.Contains(err.Error(), "lds_direct cannot be used with this instruction") {
		t.Errorf("v_lshlrev_b32: %v", err)
	}
	cmp := []byte{0xfe, 0x00, 0x81, 0xd4, 0x05, 0x0b, 0x02, 0x00} // v_cmp_lt_i32_e64 src_lds_direct, v5, v5
	if _, _, err := Decode(mustGen(t, "gfx1010"), cmp); !errors.Is(err, ErrUnrecognized) {
		t.Errorf("gfx1010 compare with src_lds_direct sdst: %v", err)
	}
}
