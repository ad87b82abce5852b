package amdgcn

import (
	"bufio"
	"bytes"
	"encoding/hex"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/lowerc/lowerc/internal/oracle"
)

var update = flag.Bool("update", false, "regenerate testdata/asm.<gen>.s with llvm-mc-19 (gfx950: llvm-mc-22)")

// goldenInputs is the input of each generation's golden file: one canonical
// line per spelling of every table row, hand-picked lines for every operand
// kind and modifier, and a fixed random sample.
func goldenInputs(gen *Generation) []string {
	t := table(gen.ID)
	var names []string
	for n := range t.byName {
		names = append(names, n)
	}
	sortStrings(names)
	var out []string
	for _, n := range names {
		m := t.byName[n]
		if m.force != 32 {
			out = append(out, canonLine(gen, n, m.entry.Def, m.force))
		}
	}
	vcc := gen.vccName()
	out = append(out,
		"v_max_f32 v5, -1, v2",
		"v_max_f32 v5, 0x12345678, v2",
		"v_max_f32_e64 v5, -|v1|, v2 clamp mul:2",
		"v_max_f32_e64 v5, v1, -s2 div:2",
		"v_max_f32 v5, 0.15915494, v2",
		"v_max_f32 v5, 0.1, v2",
		"v_max_f32 v5, m0, v2",
		"v_max_f32 v5, exec_hi, v2",
		"v_max_f32 v5, src_shared_base, v2",
		"v_max_f32 v5, ttmp15, v2",
		"v_max_f32 v255, v255, v255",
		"v_max_f16 v5, 1.5, v2",
		"v_max_f16 v5, 0x3118, v2",
		"v_max_f16 v5, -17, v2",
		"v_max_f64 v[4:5], 2.0, v[2:3]",
		"v_max_f64 v[4:5], 0x3fc45f30, v[2:3]",
		"v_max_f64 v[4:5], s[2:3], vcc",
		"v_max3_f16 v5, -v1, v2, v3 op_sel:[1,0,0,1] clamp mul:2",
		"v_pk_max_f16 v5, v1, v2 op_sel:[1,0] op_sel_hi:[0,1] neg_lo:[1,0] neg_hi:[0,1] clamp",
		"v_pk_max_f16 v5, 1.0, v2 op_sel_hi:[1,0]",
		"v_pk_max_i16 v5, 0x10001, v2",
		"v_cmp_o_f32 "+vcc+", v1, v2",
		"v_cmp_u_f32 "+vcc+", s1, v2",
		"v_cmp_class_f32 "+vcc+", v1, 3",
		"v_cndmask_b32 v0, v1, v2, "+vcc,
		"v_cndmask_b32 v0, 0x7fc00000, v2, "+vcc,
		"v_mov_b32 v3, 0x7fc00000",
		"v_mov_b32 v3, s5",
		"s_nop 1",
		"s_waitcnt vmcnt(0) lgkmcnt(0)",
		"s_waitcnt lgkmcnt(0)",
		"s_endpgm",
		// branches, s_movk_i32, the gfx940 family's cache policy (an error elsewhere)
		"s_branch -1",
		"s_cbranch_execz 65535",
		"s_movk_i32 m0, -2",
		"global_store_dword v0, v1, s[0:1] offset:16 sc0 sc1",
		"global_load_dword v1, v[2:3], off sc0 nt sc1",
		"global_load_dword v1, v[2:3], off nt",
		// illegal on some or all generations
		"v_max_f32_e64 v0, s1, s2",
		"v_max3_f32 v0, s1, s2, s3",
		"v_max3_f32 v0, 0x12345678, v1, v2",
		"v_max_f64 v[1:2], v[2:3], v[4:5]",
		"v_maximum_f32 v0, v1, v2",
		"v_maximum3_f32 v0, v1, v2, v3",
		"v_max_f32_e32 v5, v2, s3",
		"v_max_f32 v5, null, v2",
		"v_max_f32 v5, s102, v2",
		// v_nop (docs/reference/amdgpu.md §3.12): e32, and what llvm-mc rejects
		"v_nop_e32",
		"v_nop v1",
		"v_nop 0",
		"v_nop clamp",
		"v_nop_e64 clamp",
		"v_nop_e64 mul:2",
		"v_nop_e64_dpp quad_perm:[0,1,2,3]",
	)
	out = append(out, genCorpus(gen, 120, 11)...)
	return out
}

// goldenHeader is the first line of a golden file: the oracle (mcOracle:
// llvm-mc-19, llvm-mc-22 for gfx950) and the generation.
const goldenHeader = "// Expected text and bytes from: %[1]s -triple=amdgcn -mcpu=%[2]s -show-encoding; \"// DIS:\" is what %[1]s -disassemble prints for those bytes where it differs. Regenerate: go test ./targets/amdgcn -run TestGoldenAsm -update\n"

func goldenPath(gen *Generation) string {
	return filepath.Join("testdata", "asm."+gen.Name+".s")
}

func writeGolden(t *testing.T, mc, mcName string, gen *Generation) {
	lines := goldenInputs(gen)
	want := llvmAssemble(t, mc, gen, lines)
	var blocks [][]byte
	for _, w := range want {
		if b := parseEncoding(w); b != nil {
			blocks = append(blocks, b)
		}
	}
	dis := llvmDisasm(t, mc, gen, blocks)
	var buf bytes.Buffer
	fmt.Fprintf(&buf, goldenHeader, mcName, gen.Name)
	k := 0
	for i, l := range lines {
		if want[i] == "" {
			fmt.Fprintf(&buf, "%s // ERROR\n", l)
			continue
		}
		b := parseEncoding(want[i])
		text := strings.TrimSpace(want[i][:strings.Index(want[i], "; encoding:")])
		fmt.Fprintf(&buf, "%s // %s // %s", l, text, hex.EncodeToString(b))
		d := dis[k]
		k++
		dtext := "<invalid instruction encoding>"
		if len(d.lines) == 1 && !d.failed {
			dtext = strings.TrimSpace(d.lines[0])
			if j := strings.Index(dtext, "; encoding:"); j >= 0 {
				dtext = strings.TrimSpace(dtext[:j])
			}
		}
		if dtext != text {
			fmt.Fprintf(&buf, " // DIS: %s", dtext)
		}
		buf.WriteByte('\n')
	}
	if err := os.MkdirAll(filepath.Dir(goldenPath(gen)), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(goldenPath(gen), buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestGoldenAsm checks Assemble and Decode against the checked-in golden
// files, which llvm-mc-19 produced (gfx950's: llvm-mc-22; see their
// header); it needs no oracle.
func TestGoldenAsm(t *testing.T) {
	for _, gen := range Generations() {
		if *update {
			writeGolden(t, oracle.Require(t, mcOracle(gen)), mcOracle(gen), gen)
		}
		f, err := os.Open(goldenPath(gen))
		if err != nil {
			t.Errorf("%s: %v", gen.Name, err)
			continue
		}
		sc := bufio.NewScanner(f)
		n, checked := 0, 0
		for sc.Scan() {
			n++
			line := sc.Text()
			if n == 1 {
				if want := fmt.Sprintf(goldenHeader, mcOracle(gen), gen.Name); line+"\n" != want {
					t.Errorf("%s: golden file header %q, want %q", gen.Name, line, want)
				}
				continue
			}
			parts := strings.Split(line, " // ")
			in := parts[0]
			insts, err := Assemble(gen, "", []byte(in), nil)
			if parts[1] == "ERROR" {
				if err == nil {
					t.Errorf("%s:%d: %q: llvm-mc-19 rejects it, Assemble gives %s", goldenPath(gen), n, in, insts[0].String())
				}
				checked++
				continue
			}
			if err != nil {
				t.Errorf("%s:%d: %q: %v", goldenPath(gen), n, in, err)
				continue
			}
			gotHex := hex.EncodeToString(insts[0].AppendEncoding(nil))
			if insts[0].String() != parts[1] || gotHex != parts[2] {
				t.Errorf("%s:%d: %q:\n got  %s // %s\n want %s // %s", goldenPath(gen), n, in, insts[0].String(), gotHex, parts[1], parts[2])
			}
			// disassembly of the same bytes
			wantDis := parts[1]
			if len(parts) > 3 {
				wantDis = strings.TrimPrefix(parts[3], "DIS: ")
			}
			b, _ := hex.DecodeString(parts[2])
			d, sz, derr := Decode(gen, b)
			switch {
			case derr == nil && (d.String() != wantDis || sz != len(b)):
				t.Errorf("%s:%d: decode %s: got %s, want %s", goldenPath(gen), n, parts[2], d.String(), wantDis)
			case derr != nil && len(parts) <= 3:
				t.Errorf("%s:%d: decode %s: %v (llvm-mc-19 prints %s)", goldenPath(gen), n, parts[2], derr, wantDis)
			}
			checked++
		}
		f.Close()
		if checked < 50 {
			t.Errorf("%s: only %d golden lines", gen.Name, checked)
		}
	}
}
