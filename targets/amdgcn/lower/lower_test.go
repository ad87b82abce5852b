package lower

import (
	"bytes"
	"fmt"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/lowerc/lowerc"
	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/targets/amdgcn"
	"github.com/lowerc/lowerc/verify"
)

func TestNewRejects(t *testing.T) {
	g1200, _ := amdgcn.ParseGeneration("gfx1200")
	g942, _ := amdgcn.ParseGeneration("gfx942")
	for _, c := range []struct {
		opt  Options
		want string
	}{
		{Options{Gen: g1200, IEEE: false}, "gfx1200 (RDNA4) has no MODE.IEEE bit"},
		{Options{Gen: g942, IEEE: true, Emit: "elf"}, "-emit elf: want asm or hex"},
		{Options{}, "no generation"},
	} {
		if _, err := New(c.opt); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("New(%+v) = %v, want an error containing %q", c.opt, err, c.want)
		}
	}
}

// TestCheckOp: rule target-form messages name what the form needs and the
// target, at the op (or the atom's opcode) position.
func TestCheckOp(t *testing.T) {
	for _, c := range []struct {
		gen  string
		ieee bool
		op   string // one op on %a, %b, %c (f32), %d (f64), %h (bf16)
		want string // regexp of the error; "" for none
	}{
		{"gfx942", true, `%a = apply amdgcn "v_max3_f32" %a, %b, %c`, ""},
		{"gfx942", true, `%a = apply amdgcn "v_maximum3_f32" %a, %b, %c`, `k\.tile:7:21: error: v_maximum3_f32 exists on gfx950, gfx1200, gfx1201; the target is amdgcn gfx942 \(CDNA3, wave64, ieee=1\) \[target-form\]`},
		{"gfx1200", true, `%a = apply amdgcn "v_maximum3_f32" %a, %b, %c`, ""},
		{"gfx950", true, `%a = apply amdgcn "v_maximum3_f32" %a, %b, %c`, ""},
		{"gfx1100", true, `%a = apply amdgcn "v_maximum_f32" %a, %b`, `v_maximum_f32 exists on gfx1200, gfx1201; the target is amdgcn gfx1100`},
		{"gfx1100", true, `%a = apply amdgcn "v_bogus_f32" %a, %b`, `unknown instruction "v_bogus_f32"`},
		{"gfx942", true, `%a = apply amdgcn "v_cmp_o_f32" %a, %b`, `v_cmp_o_f32 does not write one vector register`},
		{"gfx942", true, `%a = apply amdgcn "v_max_f64" %a, %b`, `v_max_f64 writes a 64-bit register; %a holds f32`},
		{"gfx942", true, `%a = apply amdgcn "v_max3_f32" %a, %b`, `v_max3_f32 takes 3 source operands, not 2`},
		{"gfx942", true, `%d = apply amdgcn "v_lshlrev_b64" %a, %d`, `v_lshlrev_b64 takes 64-bit integer register pairs, which atoms do not support`},
		{"gfx942", true, `%a = apply ptx "max.f32" %a, %b`, `apply ptx "max.f32" is a ptx atom; the target is amdgcn gfx942`},
		{"gfx942", true, `%h = max %h, %h`, ""},
		{"gfx942", false, `%a = max %a, %b {nan = ieee2008}`, `k\.tile:7:3: error: max with nan = ieee2008 needs MODE\.IEEE .* the target is amdgcn gfx942 \(CDNA3, wave64, ieee=0\): compile with -ieee=1`},
		{"gfx942", false, `%a = max %a, %b {nan = propagate}`, ""},
		{"gfx1200", true, `%a = max %a, %b {nan = ieee2008}`, ""},
	} {
		src := "kernel @k() grid(1) block(1) {\n  %a = alloc.local f32[1]\n  %b = alloc.local f32[1]\n  %c = alloc.local f32[1]\n  %d = alloc.local f64[1]\n  %h = alloc.local bf16[1]\n  " + c.op + "\n}\n"
		m := mustParse(t, "k.tile", src)
		errs := verify.Module(m, mustBackend(t, c.gen, c.ieee))
		if c.want == "" {
			if len(errs) > 0 {
				t.Errorf("%s: %s: unexpected %v", c.gen, c.op, errs)
			}
			continue
		}
		if !regexp.MustCompile(c.want).MatchString(errs.Error()) {
			t.Errorf("%s: %s:\n got %v\nwant %s", c.gen, c.op, errs, c.want)
		}
	}
}

func lowerOne(t *testing.T, gen string, ieee bool, src string) *Kernel {
	t.Helper()
	return lowerSource(t, mustBackend(t, gen, ieee), "k.tile", src, "").Kernels[0]
}

const propagateF32 = "kernel @k() grid(1) block(1) {\n  %a = alloc.local f32[1]\n  %b = alloc.local f32[1]\n  %a = max %a, %b {nan = propagate}\n}\n"

// TestHazardNop: the gfx940 family needs two wait states between the v_cmp
// that writes VCC and the v_cndmask that reads it; llc-19 emits s_nop 1 on
// gfx942 and nothing on gfx908/gfx90a (docs/reference/amdgpu.md §4.4).
func TestHazardNop(t *testing.T) {
	for _, c := range []struct {
		gen string
		nop bool
	}{{"gfx908", false}, {"gfx90a", false}, {"gfx942", true}, {"gfx1030", false}, {"gfx1100", false}} {
		ins := lowerOne(t, c.gen, true, propagateF32).Instructions()
		body := strings.Join(ins, "\n")
		hasNop := regexp.MustCompile(`v_cmp_o_f32_e32 vcc\S*, v\d+, v\d+\ns_nop 1\nv_cndmask_b32`).MatchString(body)
		if hasNop != c.nop || !c.nop && strings.Contains(body, "s_nop") {
			t.Errorf("%s: s_nop between v_cmp and v_cndmask = %v, want %v:\n%s", c.gen, hasNop, c.nop, body)
		}
	}
}

// TestPackedForwardingNop: on the gfx940 family a VALU that reads the
// result of the VOP3P instruction just before it waits one state (llc-19
// on gfx942 and llc-22 on gfx950 emit s_nop 0 there; gfx90a has no such
// rule).
func TestPackedForwardingNop(t *testing.T) {
	src := "kernel @k() grid(1) block(1) {\n  %a = alloc.local f16x2[1]\n  %b = alloc.local f16x2[1]\n  %a = max %a, %b\n}\n"
	for _, c := range []struct {
		gen string
		nop bool
	}{{"gfx90a", false}, {"gfx942", true}, {"gfx950", true}, {"gfx1100", false}} {
		body := strings.Join(lowerOne(t, c.gen, true, src).Instructions(), "\n")
		re := regexp.MustCompile(`v_pk_max_f16 v3, v1, v1\ns_nop 0\nv_pk_max_f16 v0, v2, v3`)
		if re.MatchString(body) != c.nop || !c.nop && strings.Contains(body, "s_nop") {
			t.Errorf("%s: want s_nop 0 before the read of a VOP3P result: %v\n%s", c.gen, c.nop, body)
		}
	}
}

// TestGFX950: CDNA4's NaN-propagating forms (docs/reference/amdgpu.md §3.2), checked
// textually and against the documented encodings (LLVM 19 lacks gfx950).
func TestGFX950(t *testing.T) {
	k := lowerOne(t, "gfx950", true, propagateF32)
	body := strings.Join(k.Instructions(), "\n")
	if !regexp.MustCompile(`v_maximum3_f32 v0, v0, v1, v1\n`).MatchString(body) {
		t.Errorf("gfx950 maximum f32: want v_maximum3_f32 with a repeated source:\n%s", body)
	}
	k = lowerOne(t, "gfx950", true, strings.ReplaceAll(propagateF32, "f32", "f16x2"))
	if body := strings.Join(k.Instructions(), "\n"); !strings.Contains(body, "v_pk_maximum3_f16 v0, v0, v1, v1") {
		t.Errorf("gfx950 maximum f16x2: want v_pk_maximum3_f16:\n%s", body)
	}
	g, _ := amdgcn.ParseGeneration("gfx950")
	for text, want := range map[string][]byte{
		// MC950 (llvm/test/MC/AMDGPU/gfx950_asm_features.s), quoted in docs/reference/amdgpu.md §3.2.
		"v_maximum3_f32 v1, v2, v3, v4":    {0x01, 0x00, 0xa9, 0xd2, 0x02, 0x07, 0x12, 0x04},
		"v_pk_maximum3_f16 v1, v2, v3, v4": {0x01, 0x40, 0x9c, 0xd3, 0x02, 0x07, 0x12, 0x1c},
	} {
		got, ok := encodeLine(g, text)
		if !ok || !bytes.Equal(got, want) {
			t.Errorf("gfx950 %s: -emit hex gives % x (ok %v), the document % x", text, got, ok, want)
		}
	}
	// The gfx940-family hazard applies to gfx950 too (GFX940Insts).
	k = lowerOne(t, "gfx950", true, strings.ReplaceAll(propagateF32, "f32", "f64"))
	if body := strings.Join(k.Instructions(), "\n"); !strings.Contains(body, "s_nop 1\nv_cndmask_b32") {
		t.Errorf("gfx950 maximum f64: want s_nop 1 before v_cndmask:\n%s", body)
	}
}

// TestPairAlignment: 64-bit VGPR tuples are even-aligned on gfx90a and the
// gfx940 family, not on gfx908 (docs/reference/amdgpu.md §2; llvm-mc rejects v[1:2] there).
func TestPairAlignment(t *testing.T) {
	src := "kernel @k() grid(1) block(1) {\n  %x = alloc.local f32[1]\n  %d = alloc.local f64[1]\n  %d = max %d, %d\n}\n"
	for _, c := range []struct {
		gen  string
		even bool
	}{{"gfx908", false}, {"gfx90a", true}, {"gfx942", true}, {"gfx950", true}} {
		k := lowerOne(t, c.gen, true, src)
		r := k.Locals["d"]
		if c.even && r%2 != 0 || !c.even && r != k.Locals["x"]+1 {
			t.Errorf("%s: f64 local at v%d after f32 at v%d; aligned pairs required: %v", c.gen, r, k.Locals["x"], c.even)
		}
	}
}

// TestKernargSGPRAlignment: base pointers are loaded into even-aligned SGPR
// pairs (s_load_dwordx2/x4 and GLOBAL's saddr need them; llvm-mc-19 says
// "invalid register alignment" for s[5:6]) whatever the order of pred and
// pointer parameters, and each load reads its parameter's kernarg offset.
func TestKernargSGPRAlignment(t *testing.T) {
	src := "kernel @k(%p: pred, %A: global f32[1], %q: pred, %r: pred, %B: global f64[1], %C: global f32[1]) grid(1) block(1) {\n" +
		"  %a = alloc.local f32[1]\n  %a = load %A {pred = %p}\n  store %C, %a {pred = !%q}\n  store %C, %a {pred = %r}\n}\n"
	sload := regexp.MustCompile(`^s_load_(?:dwordx2|dwordx4|b64|b128) s\[(\d+):\d+\], s\[0:1\], (0x[0-9a-f]+)$`)
	for _, g := range amdgcn.Generations() {
		k := lowerOne(t, g.Name, true, src)
		offs := map[string]bool{}
		for _, in := range k.Instructions() {
			m := sload.FindStringSubmatch(in)
			if m == nil {
				continue
			}
			offs[m[2]] = true
			if r, _ := strconv.Atoi(m[1]); r%2 != 0 {
				t.Errorf("%s: %q: a 64-bit SGPR tuple must start at an even register", g.Name, in)
			}
		}
		for _, a := range k.Args {
			if a.Pointer && !offs[fmt.Sprintf("0x%x", a.Offset)] && !offs[fmt.Sprintf("0x%x", a.Offset-8)] {
				t.Errorf("%s: no s_load of pointer %%%s at kernarg offset %d", g.Name, a.Name, a.Offset)
			}
		}
		if _, err := k.Encode(g); err != nil {
			t.Errorf("%s: lowered kernel does not assemble: %v", g.Name, err)
		}
	}
}

// TestVMEMScalarWriteHazard: on gfx1010 an SALU write of EXEC that follows
// a GLOBAL access (which reads EXEC) needs a VALU in between (LLVM's
// VMEMtoScalarWriteHazard; llc-19 -mcpu=gfx1010 puts s_waitcnt_depctr
// 0xffe3 before the s_or_b32 exec_lo that ends a masked store, gfx1030 and
// gfx1100 put nothing). Predicated accesses restore EXEC right after them.
func TestVMEMScalarWriteHazard(t *testing.T) {
	src := "kernel @k(%A: global f32[2,1], %O: global f32[2,1], %p: pred) grid(1) block(1) {\n" +
		"  %a = alloc.local f32[2,1]\n  %a = load %A {pred = %p}\n  store %O, %a\n  store %A, %a {pred = !%p}\n}\n"
	for _, c := range []struct {
		gen    string
		hazard bool
	}{{"gfx1010", true}, {"gfx1030", false}, {"gfx1100", false}, {"gfx942", false}} {
		k := lowerOne(t, c.gen, true, src)
		pending, padded := false, 0
		for _, in := range k.Instructions() {
			switch {
			case strings.HasPrefix(in, "global_"):
				pending = true
			case strings.HasPrefix(in, "v_"):
				if in == "v_mov_b32_e32 v0, v0" {
					padded++
				}
				pending = false
			case strings.HasPrefix(in, "s_") && strings.Contains(in, " exec"):
				if dst, _, _ := strings.Cut(strings.SplitN(in, " ", 2)[1], ","); strings.HasPrefix(dst, "exec") && pending && c.hazard {
					t.Errorf("%s: %q follows a GLOBAL access with no VALU in between", c.gen, in)
				}
			}
		}
		if c.hazard && padded == 0 || !c.hazard && padded > 0 {
			t.Errorf("%s: %d padding VALUs, want them only where the hazard exists:\n%s", c.gen, padded, strings.Join(k.Instructions(), "\n"))
		}
	}
}

// TestConstants: inline constants stay inline; literals go where the form
// and generation allow one (VOP1/VOP2 src0 everywhere, VOP3 on GFX10+,
// a 64-bit float literal only with a zero low dword), else through
// v_mov_b32 (docs/reference/amdgpu.md §2).
func TestConstants(t *testing.T) {
	for _, c := range []struct {
		gen, ty, op, want string
	}{
		{"gfx942", "f32", "%a = max %a, %b, f32 1.0 {nan = nnan}", `^v_max3_f32 v0, v0, v1, 1\.0$`},
		{"gfx942", "f32", "%a = max %a, %b, f32 100.0 {nan = nnan}", `^v_mov_b32_e32 v(\d+), 0x42c80000\nv_max3_f32 v0, v0, v1, v\d+$`},
		{"gfx1100", "f32", "%a = max %a, %b, f32 100.0 {nan = nnan}", `^v_max3_f32 v0, v0, v1, 0x42c80000$`},
		{"gfx942", "f32", "%a = max %a, f32 100.0 {nan = nnan}", `^v_max_f32_e32 v0, 0x42c80000, v0$`},
		{"gfx942", "f64", "%a = max %a, f64 100.0 {nan = nnan}", `^v_mov_b32_e32 v\d+, 0\nv_mov_b32_e32 v\d+, 0x40590000\nv_max_f64 v\[0:1\], v\[\d+:\d+\], v\[0:1\]$`},
		{"gfx1030", "f64", "%a = max %a, f64 100.0 {nan = nnan}", `^v_max_f64 v\[0:1\], 0x40590000, v\[0:1\]$`},
		{"gfx1200", "f64", "%a = max %a, f64 100.0 {nan = nnan}", `^v_max_num_f64_e32 v\[0:1\], 0x40590000, v\[0:1\]$`},
		{"gfx1200", "f64", "%a = max %a, f64 0x400921fb54442d18 {nan = nnan}", `^v_mov_b32_e32 v\d+, 0x54442d18\nv_mov_b32_e32 v\d+, 0x400921fb\nv_max_num_f64_e32`},
		{"gfx942", "f16", "%a = max %a, f16 0.5 {nan = nnan}", `^v_max_f16_e32 v0, 0\.5, v0$`},
		{"gfx942", "f16x2", "%a = max %a, f16x2 0x3c003c00 {nan = nnan}", `^v_pk_max_f16 v0, 1\.0, v0 op_sel_hi:\[0,1\]$`},
		{"gfx942", "f16x2", "%a = max %a, f16x2 0x3c004000 {nan = nnan}", `^v_mov_b32_e32 v(\d+), 0x3c004000\nv_pk_max_f16 v0, v\d+, v0$`},
		{"gfx1100", "f16x2", "%a = max %a, f16x2 0x3c004000 {nan = nnan}", `^v_pk_max_f16 v0, 0x3c004000, v0$`},
		{"gfx942", "s32", "%a = max %a, s32 -16", `^v_max_i32_e32 v0, -16, v0$`},
		{"gfx942", "s32", "%a = max %a, s32 -17", `^v_max_i32_e32 v0, 0xffffffef, v0$`},
		{"gfx1100", "u16", "%a = max %a, u16 64", `^v_max_u16 v0, 64, v0$`},
	} {
		src := "kernel @k() grid(1) block(1) {\n  %a = alloc.local " + c.ty + "[1]\n  %b = alloc.local " + c.ty + "[1]\n  " + c.op + "\n}\n"
		body := strings.Join(lowerOne(t, c.gen, true, src).Instructions(), "\n")
		body = strings.TrimSuffix(body, "\ns_endpgm")
		if !regexp.MustCompile(c.want).MatchString(body) {
			t.Errorf("%s %s:\n got %s\nwant %s", c.gen, c.op, body, c.want)
		}
	}
}

// TestSelections: the recipe and models chosen per semantics and mode.
func TestSelections(t *testing.T) {
	seed := func(gen string, ieee bool) Selection {
		p := lowerSource(t, mustBackend(t, gen, ieee), "maximum3.tile", lowerc.Maximum3Tile, "")
		return p.Kernels[0].Notes[2].Sel
	}
	for _, c := range []struct {
		gen    string
		ieee   bool
		recipe string
		models string
	}{
		{"gfx942", true, "quiet+max3", "amdgcn:gfx942:v_max_f32 amdgcn:gfx942:v_max3_f32"},
		{"gfx942", false, "max3+quiet_result", "amdgcn:gfx942:v_max3_f32:ieee=0"},
		{"gfx1100", true, "quiet+max3", "amdgcn:gfx1100:v_max_f32 amdgcn:gfx1100:v_max3_f32"},
		{"gfx1200", true, "quiet+max3", "amdgcn:gfx1200:v_max_num_f32 amdgcn:gfx1200:v_max3_num_f32"},
		{"gfx950", true, "quiet+max3", "amdgcn:gfx950:v_max_f32 amdgcn:gfx950:v_max3_f32"},
	} {
		s := seed(c.gen, c.ieee)
		if s.Recipe != c.recipe || strings.Join(s.Models, " ") != c.models {
			t.Errorf("%s ieee=%v: %s %v, want %s %s", c.gen, c.ieee, s.Recipe, s.Models, c.recipe, c.models)
		}
	}
}

func TestDescriptorDirectives(t *testing.T) {
	for _, c := range []struct {
		gen  string
		ieee bool
		want []string
		not  []string
	}{
		{"gfx942", true, []string{".amdhsa_ieee_mode 1", ".amdhsa_dx10_clamp 1", ".amdhsa_accum_offset", `.amdgcn_target "amdgcn-amd-amdhsa--gfx942"`}, []string{"wavefront_size32"}},
		{"gfx942", false, []string{".amdhsa_ieee_mode 0", ".amdhsa_dx10_clamp 1"}, nil},
		{"gfx908", true, []string{".amdhsa_ieee_mode 1"}, []string{"accum_offset"}},
		{"gfx1100", false, []string{".amdhsa_ieee_mode 0", ".amdhsa_wavefront_size32 1"}, nil},
		{"gfx1200", true, []string{".amdhsa_float_denorm_mode_32 3", ".amdhsa_wavefront_size32 1"}, []string{"ieee_mode", "dx10_clamp"}},
	} {
		asm := string(lowerSource(t, mustBackend(t, c.gen, c.ieee), "maximum3.tile", lowerc.Maximum3Tile, "").AppendAsm(nil))
		for _, w := range c.want {
			if !strings.Contains(asm, w) {
				t.Errorf("%s ieee=%v: no %q", c.gen, c.ieee, w)
			}
		}
		for _, w := range c.not {
			if strings.Contains(asm, w) {
				t.Errorf("%s ieee=%v: unexpected %q", c.gen, c.ieee, w)
			}
		}
	}
}

func TestDeterministic(t *testing.T) {
	g, _ := amdgcn.ParseGeneration("gfx942")
	src := corpus(g, true)
	a := lowerSource(t, mustBackend(t, "gfx942", true), "c.tile", src, "").AppendAsm(nil)
	b := lowerSource(t, mustBackend(t, "gfx942", true), "c.tile", src, "").AppendAsm(nil)
	if !bytes.Equal(a, b) {
		t.Fatal("two lowerings of the corpus differ")
	}
}

func TestRegisterLimit(t *testing.T) {
	src := "kernel @k() grid(1) block(1) {\n  %a = alloc.local f64[200,1]\n  %a = max %a, %a\n}\n"
	m := mustParse(t, "k.tile", src)
	_, err := mustBackend(t, "gfx942", true).Lower(m)
	if err == nil || !strings.Contains(err.Error(), "k.tile:2:3: error: local tensors need more than the 256 VGPRs") {
		t.Fatalf("got %v", err)
	}
}

// FuzzLower: any module that parses and verifies for a generation lowers
// without a panic, deterministically.
func FuzzLower(f *testing.F) {
	feat, _ := os.ReadFile("testdata/features.tile")
	f.Add(lowerc.Maximum3Tile, uint8(2))
	f.Add(string(feat), uint8(6))
	f.Add(specialKernels, uint8(0))
	f.Add(propagateF32, uint8(3))
	gens := amdgcn.Generations()
	f.Fuzz(func(t *testing.T, src string, gi uint8) {
		g := gens[int(gi)%len(gens)]
		m, err := ir.Parse("f.tile", []byte(src))
		if err != nil {
			return
		}
		b, err := New(Options{Gen: g, IEEE: gi&0x80 == 0 || !hasModeBits(g)})
		if err != nil {
			t.Fatal(err)
		}
		if errs := verify.Module(m, b); len(errs) > 0 {
			return
		}
		p1, err1 := b.Lower(m)
		p2, err2 := b.Lower(m)
		if (err1 == nil) != (err2 == nil) {
			t.Fatal("nondeterministic errors")
		}
		if err1 == nil && !bytes.Equal(p1.AppendAsm(nil), p2.AppendAsm(nil)) {
			t.Fatal("nondeterministic output")
		}
	})
}
