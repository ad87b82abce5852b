package ptx_test

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/lowerc/lowerc"
	"github.com/lowerc/lowerc/internal/oracle"
	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/targets/ptx"
	"github.com/lowerc/lowerc/verify"
)

var update = flag.Bool("update", false, "rewrite testdata/lower/*.ptx (only with PTX that ptxas accepts where ptxas covers the target)")

// TestSeedExample is the "must show": the bundled maximum3 example
// has four three-input max.f32 on sm_100 with PTX ISA 8.8 and eight
// two-input ones on sm_90. By default sm_100 gets its least version, 8.6,
// which has no three-input form (the version policy of issue 12).
func TestSeedExample(t *testing.T) {
	m := parseSrc(t, lowerc.Maximum3File, []byte(lowerc.Maximum3Tile))
	tests := []struct {
		arch, version string
		two, three    int
		wantVersion   string
		model         string
	}{
		{"sm_100", "8.8", 0, 4, "8.8", "ptx:max.f32:inputs=3"},
		{"sm_120", "8.8", 0, 4, "8.8", "ptx:max.f32:inputs=3"},
		{"sm_100", "", 8, 0, "8.6", "ptx:max.f32:inputs=3"},
		{"sm_120", "", 8, 0, "8.7", "ptx:max.f32:inputs=3"},
		{"sm_90", "", 8, 0, "7.8", "ptx:max.f32:inputs=3"},
		{"sm_70", "", 8, 0, "6.0", "ptx:max.f32:inputs=3"},
		// sm_100 pinned below PTX 8.8 has no three-input form.
		{"sm_100", "8.6", 8, 0, "8.6", "ptx:max.f32:inputs=3"},
	}
	for _, tt := range tests {
		t.Run(tt.arch+"_"+tt.version, func(t *testing.T) {
			res := lower(t, m, newBackend(t, tt.arch, tt.version))
			_, two, three := instrs(res.PTX, "max.f32")
			if two != tt.two || three != tt.three {
				t.Errorf("max.f32: %d two-input, %d three-input; want %d and %d\n%s", two, three, tt.two, tt.three, res.PTX)
			}
			if res.Version.String() != tt.wantVersion || !bytes.Contains(res.PTX, []byte("\n.version "+tt.wantVersion+"\n")) {
				t.Errorf(".version %s; want %s", res.Version, tt.wantVersion)
			}
			if !bytes.Contains(res.PTX, []byte("\n.target "+tt.arch+"\n.address_size 64\n")) {
				t.Errorf("module header lacks .target %s / .address_size 64", tt.arch)
			}
			if len(res.Choices) != 1 || res.Choices[0].Model.Name() != tt.model || res.Choices[0].Arity != 3 || res.Choices[0].Count != 4 {
				t.Errorf("choices = %+v; want one with model %s, 3 inputs, 4 positions", res.Choices, tt.model)
			}
		})
	}
}

// TestSeedAtomRejected: on sm_90 a three-input max.f32 atom is rejected with
// the target message at the opcode's position; on sm_100 it lowers to four
// three-input instructions.
func TestSeedAtomRejected(t *testing.T) {
	src := strings.Replace(lowerc.Maximum3Tile, "%a = max %a, %b, f32 0.0", `%a = apply ptx "max.f32" %a, %b, f32 0.0`, 1)
	m := parseSrc(t, "atom.tile", []byte(src))
	errs := verify.Module(m, newBackend(t, "sm_90", ""))
	want := "max.f32 with three inputs needs sm_100 and PTX ISA 8.8; the target is sm_90"
	if len(errs) != 1 || errs[0].Msg != want || errs[0].Rule != verify.RuleTargetForm {
		t.Fatalf("errors = %v; want one [target-form] %q", errs, want)
	}
	if p := errs[0].Pos; p.Line != 9 || p.Col != 18 {
		t.Errorf("error at %v; want atom.tile:9:18 (the opcode)", p)
	}
	res := lower(t, m, newBackend(t, "sm_100", ""))
	if _, two, three := instrs(res.PTX, "max.f32"); two != 0 || three != 4 {
		t.Errorf("sm_100 atom: %d two-input, %d three-input max.f32; want 0 and 4", two, three)
	}
}

// TestNeutralSelection checks the choice for each declared semantics and
// target against the rules of the issue (and docs/reference/ptx.md §7).
func TestNeutralSelection(t *testing.T) {
	tests := []struct {
		arch, typ, op, attrs string
		n                    int
		model                string
		want, not            []string // forms that must / must not be used
	}{
		{"sm_70", "f32", "max", "", 2, "ptx:max.f32", []string{"max.f32"}, nil},
		{"sm_90", "f32", "min", "ftz", 2, "ptx:min.ftz.f32", []string{"min.ftz.f32"}, nil},
		{"sm_75", "f32", "max", "nan = propagate", 2, "ptx:max.NaN.f32", []string{"max.f32", "setp.nan.f32", "selp.f32"}, []string{"max.NaN.f32"}},
		{"sm_80", "f32", "max", "nan = propagate", 2, "ptx:max.NaN.f32", []string{"max.NaN.f32"}, []string{"selp.f32"}},
		{"sm_80", "f32", "min", "nan = propagate, ftz", 2, "ptx:min.NaN.ftz.f32", []string{"min.NaN.ftz.f32"}, nil},
		{"sm_70", "f32", "min", "nan = propagate, ftz", 2, "ptx:min.NaN.ftz.f32", []string{"min.ftz.f32", "setp.nan.f32"}, nil},
		{"sm_90", "f32", "max", "nan = nnan, nsz", 2, "ptx:max.f32", []string{"max.f32"}, nil},
		{"sm_100", "f32", "max", "nan = propagate", 3, "ptx:max.NaN.f32:inputs=3", []string{"max.NaN.f32"}, nil},
		{"sm_90", "f32", "max", "nan = propagate", 3, "ptx:max.NaN.f32:inputs=3", []string{"max.NaN.f32"}, nil},
		{"sm_90", "f64", "max", "", 2, "ptx:max.f64", []string{"max.f64"}, nil},
		{"sm_90", "f64", "max", "nan = propagate", 2, "ieee754-2019:maximum", []string{"max.f64", "setp.nan.f64", "selp.f64"}, nil},
		{"sm_100", "f64", "min", "nan = propagate", 3, "ieee754-2019:minimum", []string{"min.f64", "setp.nan.f64"}, nil},
		{"sm_80", "f16", "max", "ftz", 2, "ptx:max.ftz.f16", []string{"max.ftz.f16"}, nil},
		{"sm_75", "f16", "max", "", 2, "ptx:max.f16", []string{"cvt.f32.f16", "max.f32", "cvt.rn.f16.f32"}, []string{"max.f16"}},
		{"sm_75", "f16", "max", "nan = propagate", 2, "ptx:max.NaN.f16", []string{"cvt.f32.f16", "max.f32", "setp.nan.f32", "selp.b16"}, nil},
		{"sm_80", "bf16", "min", "nan = propagate", 2, "ptx:min.NaN.bf16", []string{"min.NaN.bf16"}, nil},
		{"sm_70", "bf16", "min", "", 2, "ptx:min.bf16", []string{"shl.b32", "min.f32", "shr.u32"}, nil},
		{"sm_80", "f16x2", "max", "nan = propagate", 2, "ptx:max.NaN.f16x2", []string{"max.NaN.f16x2"}, nil},
		{"sm_75", "bf16x2", "max", "", 2, "ptx:max.bf16x2", []string{"mov.b32", "max.f32"}, nil},
		{"sm_90", "f32x2", "max", "", 2, "ptx:max.f32", []string{"mov.b64", "max.f32"}, nil},
		{"sm_90", "s32", "max", "", 2, "ptx:max.s32", []string{"max.s32"}, nil},
		{"sm_90", "u64", "min", "", 3, "ptx:min.u64", []string{"min.u64"}, nil},
		{"sm_90a", "s16x2", "max", "", 2, "ptx:max.s16x2", []string{"max.s16x2"}, []string{"max.s16"}},
		// sm_90's least version, 7.8, lacks max.s16x2 (PTX ISA 8.0).
		{"sm_90", "s16x2", "max", "", 2, "ptx:max.s16x2", []string{"mov.b32", "max.s16"}, []string{"max.s16x2"}},
		{"sm_89", "s16x2", "max", "", 2, "ptx:max.s16x2", []string{"mov.b32", "max.s16"}, []string{"max.s16x2"}},
		{"sm_80", "u16x2", "min", "", 2, "ptx:min.u16x2", []string{"min.u16"}, nil},
		{"sm_90", "f32", "max", "nan = ieee2008", 2, "ieee754-2008:maxNum", []string{"max.f32", "and.b32", "setp.gt.u32", "setp.lt.and.u32", "or.pred", "selp.f32"}, []string{"max.NaN.f32"}},
		{"sm_70", "f64", "min", "nan = ieee2008", 3, "ieee754-2008:minNum", []string{"min.f64", "and.b64", "setp.lt.and.u64", "selp.f64"}, nil},
		{"sm_80", "bf16x2", "max", "nan = ieee2008", 2, "ieee754-2008:maxNum", []string{"mov.b32", "max.bf16", "and.b16", "setp.gt.u16", "selp.b16"}, []string{"max.bf16x2"}},
		{"sm_75", "f16", "min", "nan = ieee2008, ftz", 2, "ieee754-2008:minNum", []string{"cvt.f32.f16", "min.f32", "setp.lt.and.u16"}, nil},
	}
	for _, tt := range tests {
		name := fmt.Sprintf("%s_%s_%s_%d_%s", tt.arch, tt.op, tt.typ, tt.n, tt.attrs)
		t.Run(name, func(t *testing.T) {
			srcs := strings.Repeat("%a, ", tt.n-1) + "%a"
			attrs := ""
			if tt.attrs != "" {
				attrs = " {" + tt.attrs + "}"
			}
			src := fmt.Sprintf("kernel @k(%%A: global %s[2,1]) grid(1) block(1) {\n  %%a = alloc.local %s[2,1]\n  %%a = load %%A\n  %%a = %s %s%s\n  store %%A, %%a\n}\n",
				tt.typ, tt.typ, tt.op, srcs, attrs)
			m := parseSrc(t, "k.tile", []byte(src))
			res := lower(t, m, newBackend(t, tt.arch, ""))
			if len(res.Choices) != 1 {
				t.Fatalf("choices = %+v", res.Choices)
			}
			c := res.Choices[0]
			if c.Model.Name() != tt.model {
				t.Errorf("model %s; want %s (%s)", c.Model, tt.model, c.How)
			}
			for _, f := range tt.want {
				if !contains(c.Forms, f) || ptx.Count(res.PTX, f) == 0 {
					t.Errorf("sequence lacks %s: forms %v\n%s", f, c.Forms, res.PTX)
				}
			}
			for _, f := range tt.not {
				if contains(c.Forms, f) || ptx.Count(res.PTX, f) > 0 {
					t.Errorf("sequence uses %s: forms %v", f, c.Forms)
				}
			}
			if !strings.Contains(string(res.PTX), "model "+c.Model.Name()) {
				t.Errorf("the module does not record model %s in a comment", c.Model)
			}
		})
	}
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// TestVersionChoice: the default .version is the least the target needs
// (as llc writes it) and neutral ops stay within it; an atom that needs a
// newer version raises it; -ptx pins it and selection stays within it.
func TestVersionChoice(t *testing.T) {
	tests := []struct {
		arch, pin, body, want string
	}{
		{"sm_70", "", "%a = max %a, %a", "6.0"},
		{"sm_75", "", "%a = max %a, %a", "6.3"},
		{"sm_86", "", "%a = max %a, %a", "7.1"},
		{"sm_86", "", `%a = apply ptx "max.xorsign.abs.f32" %a, %a`, "7.2"},
		{"sm_89", "", "%a = max %a, %a", "7.8"},
		{"sm_90a", "", "%a = max %a, %a", "8.0"},
		{"sm_100", "", "%a = max %a, %a", "8.6"},
		{"sm_100", "", "%a = max %a, %a, %a", "8.6"},
		{"sm_100", "8.8", "%a = max %a, %a, %a", "8.8"},
		{"sm_100", "", `%a = apply ptx "max.f32" %a, %a, %a`, "8.8"},
		{"sm_90", "", "%a = max %a, %a", "7.8"},
		{"sm_120", "", "%a = max %a, %a", "8.7"},
		{"sm_80", "7.8", "%a = max %a, %a", "7.8"},
	}
	for _, tt := range tests {
		t.Run(tt.arch+"_"+tt.want, func(t *testing.T) {
			src := "kernel @k(%A: global f32[1,1]) grid(1) block(1) {\n  %a = alloc.local f32[1,1]\n  %a = load %A\n  " + tt.body + "\n  store %A, %a\n}\n"
			res := lower(t, parseSrc(t, "k.tile", []byte(src)), newBackend(t, tt.arch, tt.pin))
			if res.Version.String() != tt.want {
				t.Errorf(".version %s; want %s", res.Version, tt.want)
			}
		})
	}
}

// TestGolden lowers testdata/lower/*.tile for sm_70, sm_80, sm_90 (their
// default versions) and sm_100 with PTX ISA 8.8, compares with the golden files, and assembles every output
// ptxas 11.8 covers. A tile file may restrict its targets with a first line
// "// targets: sm_90 sm_100".
func TestGolden(t *testing.T) {
	variants := []struct{ arch, version string }{
		{"sm_70", ""}, {"sm_80", ""}, {"sm_90", ""}, {"sm_100", "8.8"},
	}
	for _, file := range goldenInputs(t) {
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		targets := ""
		if first, _, _ := strings.Cut(string(src), "\n"); strings.HasPrefix(first, "// targets:") {
			targets = " " + strings.TrimPrefix(first, "// targets:") + " "
		}
		m := parseSrc(t, file, src)
		for _, v := range variants {
			if targets != "" && !strings.Contains(targets, " "+v.arch+" ") {
				continue
			}
			// <input>.<arch>.ptx, the arch spelt as -arch spells it (docs/goldens.md).
			golden := strings.TrimSuffix(file, ".tile") + "." + v.arch + ".ptx"
			t.Run(filepath.Base(golden), func(t *testing.T) {
				res := lower(t, m, newBackend(t, v.arch, v.version))
				covered := ptxasCovers(v.arch, res.Version)
				header := "// golden: checked against the documented table only: ptxas 11.8 stops at PTX ISA 7.8 / sm_90 (docs/reference/ptx.md table 1.2)\n"
				if covered {
					header = "// golden: ptxas-accepted: CUDA 11.8 ptxas -arch " + v.arch + " assembles it (TestGolden reassembles it on every run)\n"
				}
				got := append([]byte(header), res.PTX...)
				if covered {
					ptxas := oracle.Require(t, oracle.Ptxas)
					if diag, err := assemble(t, ptxas, v.arch, res.PTX); err != nil {
						t.Fatalf("ptxas rejects the lowering of %s:\n%s", file, diag)
					}
					assembled.Store(string(res.PTX), true)
				}
				if *update {
					if err := os.WriteFile(golden, got, 0o644); err != nil {
						t.Fatal(err)
					}
					return
				}
				want, err := os.ReadFile(golden)
				if err != nil {
					t.Fatalf("%v (run go test -update)", err)
				}
				if !bytes.Equal(got, want) {
					t.Errorf("%s differs from the lowering (-want +got):\n%s", golden, lineDiff(string(want), string(got)))
				}
			})
		}
	}
}

// lineDiff shows the first differing lines.
func lineDiff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	var b strings.Builder
	shown := 0
	for i := 0; i < max(len(w), len(g)) && shown < 10; i++ {
		var x, y string
		if i < len(w) {
			x = w[i]
		}
		if i < len(g) {
			y = g[i]
		}
		if x != y {
			fmt.Fprintf(&b, "line %d:\n-%s\n+%s\n", i+1, x, y)
			shown++
		}
	}
	return b.String()
}

// TestDeterministic lowers each golden input twice per target and compares.
func TestDeterministic(t *testing.T) {
	for _, file := range goldenInputs(t) {
		for _, a := range ptx.Archs() {
			b := newBackend(t, a.Name, "")
			m1, m2 := parseFile(t, file), parseFile(t, file)
			if !verifies(m1, b) {
				continue
			}
			r1, r2 := lower(t, m1, b), lower(t, m2, b)
			if !bytes.Equal(r1.PTX, r2.PTX) {
				t.Errorf("%s %s: two lowerings differ", file, a.Name)
			}
		}
	}
}

// TestPreserveDst: with preserve_dst a never-written destination is zeroed
// (unguarded) before the guarded op; without it nothing is initialized.
func TestPreserveDst(t *testing.T) {
	for _, tt := range []struct {
		attrs    string
		wantInit bool
	}{
		{"{pred = %p, preserve_dst}", true},
		{"{pred = !%p}", false},
	} {
		src := "kernel @k(%A: global f32[2,1], %p: pred) grid(1) block(1) {\n  %a = alloc.local f32[2,1]\n  %b = alloc.local f32[2,1]\n  %a = load %A\n  %b = max %a, f32 1.0 " + tt.attrs + "\n  store %A, %b\n}\n"
		res := lower(t, parseSrc(t, "k.tile", []byte(src)), newBackend(t, "sm_80", ""))
		s := string(res.PTX)
		hasInit := strings.Contains(s, "\tmov.f32 %f2, 0f00000000;\n")
		guard := "@%p0 max.f32 %f2, %f0, 0f3F800000;"
		if strings.Contains(tt.attrs, "!") {
			guard = "@!%p0 max.f32 %f2, %f0, 0f3F800000;"
		}
		if hasInit != tt.wantInit || !strings.Contains(s, guard) {
			t.Errorf("%s: init %v (want %v), guarded %q present %v\n%s", tt.attrs, hasInit, tt.wantInit, guard, strings.Contains(s, guard), s)
		}
	}
}

// TestNew checks -arch and -ptx errors.
func TestNew(t *testing.T) {
	tests := []struct{ arch, version, err string }{
		{"sm_90", "", ""},
		{"sm_90", "7.8", ""},
		{"sm_61", "", `unknown PTX target "sm_61" (want one of sm_70, sm_75, sm_80, sm_86, sm_89, sm_90, sm_90a, sm_100, sm_120)`},
		{"sm_90", "7.0", "sm_90 needs PTX ISA 7.8 or later; -ptx 7.0 is too old"},
		{"sm_100", "8.5", "sm_100 needs PTX ISA 8.6 or later; -ptx 8.5 is too old"},
		{"sm_80", "7", `malformed PTX ISA version "7" (want MAJOR.MINOR, e.g. 7.8)`},
		{"sm_80", "12.0", "PTX ISA version 12.0 is outside 1.0…9.2"},
	}
	for _, tt := range tests {
		_, err := ptx.New(tt.arch, tt.version)
		got := ""
		if err != nil {
			got = err.Error()
		}
		if got != tt.err {
			t.Errorf("New(%q, %q) error %q; want %q", tt.arch, tt.version, got, tt.err)
		}
	}
}

// TestCheckOp: the target-form messages for atoms and neutral ops.
func TestCheckOp(t *testing.T) {
	tests := []struct {
		arch, version, typ, body, want string
	}{
		{"sm_90", "", "f32", `%a = apply ptx "max.f32" %a, %a, %a`, "max.f32 with three inputs needs sm_100 and PTX ISA 8.8; the target is sm_90"},
		{"sm_90", "7.8", "f32", `%a = apply ptx "max.f32" %a, %a, %a`, "max.f32 with three inputs needs sm_100 and PTX ISA 8.8; the target is sm_90 with PTX ISA 7.8"},
		{"sm_100", "8.6", "f32", `%a = apply ptx "max.f32" %a, %a, %a`, "max.f32 with three inputs needs sm_100 and PTX ISA 8.8; the target is sm_100 with PTX ISA 8.6"},
		{"sm_75", "", "f32", `%a = apply ptx "max.ftz.NaN.f32" %a, %a`, "max.NaN.ftz.f32 needs sm_80 and PTX ISA 7.0; the target is sm_75"},
		{"sm_86", "7.1", "f32", `%a = apply ptx "min.abs.xorsign.f32" %a, %a`, "min.xorsign.abs.f32 needs sm_86 and PTX ISA 7.2; the target is sm_86 with PTX ISA 7.1"},
		{"sm_90", "", "f64", `%a = apply ptx "max.f64" %a, %a, %a`, "max.f64 takes two inputs, not 3"},
		{"sm_100", "", "f32", `%a = apply ptx "max.abs.f32" %a, %a`, "max.abs.f32 takes three inputs, not 2"},
		{"sm_90", "", "f64", `%a = apply ptx "max.NaN.f64" %a, %a`, `unknown PTX min/max form "max.NaN.f64" (forms of that type: max.f64)`},
		{"sm_90", "", "f32", `%a = apply ptx "max.f16" %a, %a`, "max.f16 destination %a has type f32; max.f16 takes f16 operands (or b16 containers)"},
		{"sm_90", "", "f32", `%a = apply ptx "max.f32" %a, f64 1.0`, "max.f32 input f64 1.0 has type f64; max.f32 takes f32 operands (or b32 containers)"},
		{"sm_90", "", "f32", `%a = apply ptx "max.fast.f32" %a, %a`, `"max.fast.f32" has an unknown modifier .fast`},
		{"sm_90", "", "f32", `%a = apply ptx "max.NaN.NaN.f32" %a, %a`, `"max.NaN.NaN.f32" repeats the modifier .NaN`},
		{"sm_90", "", "f32", `%a = apply ptx "add.f32" %a, %a`, `"add.f32" is not a PTX min or max form`},
		{"sm_90", "", "f32", `%a = apply amdgcn "v_max_f32" %a, %a`, `apply amdgcn "v_max_f32" is an AMD GPU atom; the target is sm_90`},
		{"sm_80", "", "s32", `%a = apply ptx "max.relu.s32" %a, %a`, "max.relu.s32 needs sm_90 and PTX ISA 8.0; the target is sm_80"},
		{"sm_90", "", "s32", `%a = apply ptx "max.relu.s32" %a, %a`, ""},
		{"sm_90", "", "b32", `%a = apply ptx "max.f32" %a, %a`, ""},
	}
	for _, tt := range tests {
		src := fmt.Sprintf("kernel @k(%%A: global %s[1,1]) grid(1) block(1) {\n  %%a = alloc.local %s[1,1]\n  %%a = load %%A\n  %s\n}\n", tt.typ, tt.typ, tt.body)
		m := parseSrc(t, "k.tile", []byte(src))
		errs := verify.Module(m, newBackend(t, tt.arch, tt.version))
		switch {
		case tt.want == "" && len(errs) > 0:
			t.Errorf("%s on %s: unexpected %v", tt.body, tt.arch, errs)
		case tt.want != "" && (len(errs) != 1 || !strings.HasPrefix(errs[0].Msg, tt.want) || errs[0].Rule != verify.RuleTargetForm):
			t.Errorf("%s on %s %s: errors %v; want one [target-form] starting %q", tt.body, tt.arch, tt.version, errs, tt.want)
		}
	}
	// A warp of 64 lanes is AMD's.
	src := "kernel @k(%W: global f32[64,1]) grid(1) block(64) {\n  %w = alloc.local f32[64,1] {scope = warp}\n  %w = load %W {scope = warp}\n}\n"
	errs := verify.Module(parseSrc(t, "k.tile", []byte(src)), newBackend(t, "sm_90", ""))
	if len(errs) != 1 || !strings.Contains(errs[0].Msg, "PTX warps have 32 lanes") {
		t.Errorf("warp of 64 lanes: %v", errs)
	}
}

// TestLowerErrorsArePositioned: Lower of an op that cannot be lowered (a
// module that skipped verification) returns a positioned ir.ErrorList.
func TestLowerErrorsArePositioned(t *testing.T) {
	src := "kernel @k(%A: global f32[1,1]) grid(1) block(1) {\n  %a = alloc.local f32[1,1]\n  %a = load %A\n  %a = apply ptx \"max.NaN.f32\" %a, %a\n}\n"
	_, err := newBackend(t, "sm_75", "").Lower(parseSrc(t, "k.tile", []byte(src)))
	var el ir.ErrorList
	if !errors.As(err, &el) || len(el) != 1 || el[0].Pos.Line != 4 || !strings.Contains(el[0].Msg, "needs sm_80") {
		t.Errorf("error %v; want one at k.tile:4 saying the form needs sm_80", err)
	}
}

// TestEmittedFormsInTable: every instruction in every golden output is a
// row of the form table with that many operands, so the table (and its
// versions) covers all that the lowering emits.
func TestEmittedFormsInTable(t *testing.T) {
	files, _ := filepath.Glob("testdata/lower/*.ptx")
	if len(files) == 0 {
		t.Fatal("no golden files")
	}
	seen := map[string]bool{}
	for _, file := range files {
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range strings.Split(string(src), "\n") {
			g := instrRE.FindStringSubmatch(line)
			if g == nil {
				continue
			}
			n := 0
			if g[3] != "" {
				n = operandCount(g[3]) - 1
			}
			if ptx.Lookup(g[2], n) == nil {
				t.Errorf("%s: %q: %s with %d inputs is not in the form table", file, line, g[2], n)
			}
			seen[g[2]] = true
		}
	}
	t.Logf("%d distinct forms emitted by the golden kernels", len(seen))
}

// operandCount counts comma-separated operands, a {a, b} pack counting once.
func operandCount(s string) int {
	n, depth := 1, 0
	for _, c := range s {
		switch c {
		case '{':
			depth++
		case '}':
			depth--
		case ',':
			if depth == 0 {
				n++
			}
		}
	}
	return n
}

// TestNamesWithDots: IR names may contain '.', PTX names may not; the
// lowering maps '.' to '$' (ptxas assembles the result, see lower).
func TestNamesWithDots(t *testing.T) {
	src := "kernel @my.kernel(%in.x: global f32[2,1], %p.q: pred) grid(1) block(1) {\n  %a.b = alloc.local f32[2,1]\n  %a.b = load %in.x {pred = %p.q}\n  store %in.x, %a.b\n}\n"
	res := lower(t, parseSrc(t, "k.tile", []byte(src)), newBackend(t, "sm_80", ""))
	for _, want := range []string{".visible .entry my$kernel(", ".param .u64 my$kernel_in$x,", ".param .u8 my$kernel_p$q\n"} {
		if !strings.Contains(string(res.PTX), want) {
			t.Errorf("output lacks %q:\n%s", want, res.PTX)
		}
	}
}

// TestLowerScales: ten times the repeat positions costs about ten times the
// CPU time (fails beyond 25×, as verify's TestPipelineScales). Runs only
// with -bench-guard.
func TestLowerScales(t *testing.T) {
	if !*benchGuard {
		t.Skip("a timing measurement; run with -bench-guard")
	}
	cost := func(n int) time.Duration {
		m := parseSrc(t, "big.tile", bigTile(n))
		b := newBackend(t, "sm_90", "")
		best := time.Duration(1 << 62)
		for i := 0; i < 3; i++ {
			c0 := cpuTime()
			if _, err := b.Lower(m); err != nil {
				t.Fatal(err)
			}
			best = min(best, cpuTime()-c0)
		}
		return best
	}
	small, large := cost(5_000), cost(50_000)
	if small <= 0 {
		t.Skip("no CPU time measured")
	}
	if r := float64(large) / float64(small); r > 25 {
		t.Errorf("50,000 positions cost %v, 5,000 cost %v: ratio %.1f, want about 10", large, small, r)
	} else {
		t.Logf("5,000 positions: %v; 50,000: %v (×%.1f)", small, large, r)
	}
}

// TestAtomContainerImmediates: a scalar of a bit container type (b32, b64)
// given to a float atom is written as a float immediate of the form's type
// (0f…/0d…, the same bits): ptxas reads a hex integer literal there as an
// "Arguments mismatch" (docs/reference/ptx.md §3). lower assembles the result with ptxas.
func TestAtomContainerImmediates(t *testing.T) {
	src := "kernel @k(%A: global b32[2,1], %D: global b64[2,1]) grid(1) block(1) {\n" +
		"  %a = alloc.local b32[2,1]\n  %d = alloc.local b64[2,1]\n  %a = load %A\n  %d = load %D\n" +
		"  %a = apply ptx \"max.f32\" %a, b32 0x3f800000\n  %d = apply ptx \"min.f64\" %d, b64 0xbff0000000000000\n" +
		"  store %A, %a\n  store %D, %d\n}\n"
	res := lower(t, parseSrc(t, "k.tile", []byte(src)), newBackend(t, "sm_80", ""))
	for _, want := range []string{"max.f32 %r0, %r0, 0f3F800000;", "min.f64 %rd4, %rd4, 0dBFF0000000000000;"} {
		if !strings.Contains(string(res.PTX), want) {
			t.Errorf("output lacks %q:\n%s", want, res.PTX)
		}
	}
}

// TestDuplicateKernels: two kernels of one name would be two .entry of one
// name, which ptxas rejects ("Duplicate definition of function"); Lower
// says so at the second kernel.
func TestDuplicateKernels(t *testing.T) {
	src := "kernel @k(%A: global f32[1,1]) grid(1) block(1) {\n}\nkernel @k(%B: global f32[1,1]) grid(1) block(1) {\n}\n"
	m := parseSrc(t, "k.tile", []byte(src))
	_, err := newBackend(t, "sm_90", "").Lower(m)
	var el ir.ErrorList
	if !errors.As(err, &el) || len(el) != 1 || el[0].Pos.Line != 3 || !strings.Contains(el[0].Msg, "kernel @k is defined twice") {
		t.Errorf("error %v; want one at k.tile:3 saying kernel @k is defined twice", err)
	}
}

// TestKernelNamesPTXRejects: tile names may start with a digit or be a lone
// '_' or '.', which are not PTX identifiers (ptxas: "syntax error"); Lower
// says so at the kernel instead of writing PTX that ptxas rejects.
func TestKernelNamesPTXRejects(t *testing.T) {
	for _, name := range []string{"0", "9lives", "_", "."} {
		src := "kernel @" + name + "(%A: global f32[1,1]) grid(1) block(1) {\n}\n"
		_, err := newBackend(t, "sm_90", "").Lower(parseSrc(t, "k.tile", []byte(src)))
		var el ir.ErrorList
		if !errors.As(err, &el) || len(el) != 1 || el[0].Pos.Line != 1 || !strings.Contains(el[0].Msg, "is not a PTX identifier") {
			t.Errorf("@%s: error %v; want one at k.tile:1 saying the name is not a PTX identifier", name, err)
		}
	}
	// Names that are PTX identifiers once '.' becomes '$' lower (and ptxas
	// assembles them, see lower).
	src := "kernel @_0(%A: global f32[1,1]) grid(1) block(1) {\n}\nkernel @.x(%A: global f32[1,1]) grid(1) block(1) {\n}\nkernel @ret(%A: global f32[1,1]) grid(1) block(1) {\n}\n"
	lower(t, parseSrc(t, "k.tile", []byte(src)), newBackend(t, "sm_90", ""))
}
