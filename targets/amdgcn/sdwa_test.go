package amdgcn

import (
	"bytes"
	"encoding/binary"
	"os/exec"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/internal/oracle"
)

// sdwaInlineBlocks are SDWA encodings of every SDWA form of gen's table with
// a float inline constant (codes 240..248, through the SGPR bit) as src0 or
// src1, plain and sign-extended; the other source is a VGPR. llvm-mc decides
// which of them are valid.
func sdwaInlineBlocks(gen *Generation) [][]byte {
	t := table(gen.ID)
	keys := make([]string, 0, len(t.byKey))
	for k := range t.byKey {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var blocks [][]byte
	for _, k := range keys {
		f := t.byKey[k].Short
		if f == nil || f.DPP&SDWA == 0 {
			continue
		}
		op := uint32(f.Opcode)
		word := func(vsrc1 uint32) uint32 {
			switch f.Enc {
			case EncVOP1:
				return 0x3f<<25 | 1<<17 | op<<9 | codeSDWA
			case EncVOPC:
				return 0x3e<<25 | op<<17 | vsrc1<<9 | codeSDWA
			}
			return op<<25 | 1<<17 | vsrc1<<9 | codeSDWA
		}
		// dst_sel/src0_sel/src1_sel DWORD, dst_unused UNUSED_PAD (VOPC:
		// sdst bits 0, VCC)
		sel := uint32(6<<8 | 6<<16 | 6<<24)
		if f.Enc == EncVOPC {
			sel = 6<<16 | 6<<24
		}
		if f.Enc == EncVOP1 {
			sel = 6<<8 | 6<<16
		}
		add := func(w, x uint32) {
			b := binary.LittleEndian.AppendUint32(nil, w)
			blocks = append(blocks, binary.LittleEndian.AppendUint32(b, x))
		}
		for c := uint32(240); c <= 248; c++ {
			for sext := uint32(0); sext < 2; sext++ {
				add(word(2), sel|c|sext<<19|1<<23)
				if f.Enc != EncVOP1 {
					add(word(c), sel|3|sext<<27|1<<31)
				}
			}
		}
	}
	return blocks
}

// TestSDWAInline16Oracle: on every generation with SDWA, each SDWA form with
// a float inline constant as a source decodes exactly where llvm-mc's
// disassembler decodes it, to llvm-mc's text and -show-encoding bytes (on a
// 16-bit integer source, the f16 value in hex and source code 0xFF;
// docs/reference/amdgpu.md §2).
func TestSDWAInline16Oracle(t *testing.T) {
	for _, gen := range Generations() {
		if gen.Family > GFX10 || mcOracle(gen) == "" {
			continue
		}
		t.Run(gen.Name, func(t *testing.T) {
			mc := oracle.Require(t, mcOracle(gen))
			blocks := sdwaInlineBlocks(gen)
			require.NotEmpty(t, blocks)
			res := llvmDisasm(t, mc, gen, blocks)
			decoded, hex16 := 0, 0
			for i, b := range blocks {
				require.False(t, res[i].crashed, "llvm-mc crashed on %s", blockText(b))
				in, n, err := Decode(gen, b)
				if res[i].failed || len(res[i].lines) != 1 {
					assert.Error(t, err, "%s: llvm-mc rejects %s (%q), lowerc decodes it", gen.Name, blockText(b), res[i].lines)
					continue
				}
				if !assert.NoError(t, err, "%s: llvm-mc decodes %s as %q", gen.Name, blockText(b), res[i].lines[0]) {
					continue
				}
				assert.Equal(t, len(b), n)
				assert.Equal(t, len(in.AppendEncoding(nil)), in.Size(), "%s: Size of %s", gen.Name, blockText(b))
				got := strings.TrimSuffix(string(in.AppendListing(nil, true)), "\n")
				assert.Equal(t, res[i].lines[0], got, "%s: %s", gen.Name, blockText(b))
				decoded++
				if in.reencodes() {
					hex16++
				}
			}
			t.Logf("%s: %d SDWA blocks with a float inline source, %d decoded by llvm-mc, %d of them a 16-bit integer source printed as hex", gen.Name, len(blocks), decoded, hex16)
			if gen.Family == GFX9 {
				// v_{min,max}_{i,u}16_sdwa exist on every GFX9 generation
				assert.Positive(t, hex16, "no 16-bit integer SDWA source checked")
			}
		})
	}
}

// TestSextColumnsOracle: an error about the operand inside sext(...) is
// reported at that operand's column, a sext() on a float source at the
// column of "sext", as llvm-mc-19 reports them (the expected positions come
// from running llvm-mc-19 on the same lines). Only the positions of lines
// both reject are compared; every line here is rejected by llvm-mc-19.
func TestSextColumnsOracle(t *testing.T) {
	gen := mustGen(t, "gfx942")
	mc := oracle.Require(t, mcOracle(gen))
	lines := []string{
		"v_max_i16_sdwa v1, sext(0x3c00), v2",
		"v_max_i16_sdwa v1, v2, sext(0x3c00)",
		"v_max_i16_sdwa v1, sext(0x41), v2",
		"v_max_i16_sdwa v1, sext(65), v2",
		"v_max_i16_sdwa v1, sext(-0x3c00), v2",
		"v_max_i16_sdwa v1, sext(s[2:3]), v2",
		"v_max_i16_sdwa v1, sext(v[2:3]), v2",
		"v_max_i16_sdwa v1, sext(exec), v2",
		"v_max_i16_sdwa v1, sext(src_lds_direct), v2",
		"v_max_f16_sdwa v1, sext(v3), v2",
		"v_max_f16_sdwa v1, sext(1), v2",
	}
	cmd := exec.Command(mc, mcArgs(gen)...)
	cmd.Stdin = strings.NewReader(strings.Join(lines, "\n") + "\n")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	_ = cmd.Run() // exit status 1: the lines are errors
	want := map[int]int{}
	for _, l := range strings.Split(stderr.String(), "\n") {
		if m := errLineRe.FindStringSubmatch(l); m != nil {
			n, _ := strconv.Atoi(m[1])
			c, _ := strconv.Atoi(m[2])
			want[n] = c
		}
	}
	require.Len(t, want, len(lines), "llvm-mc-19 should reject every line: %s", stderr.String())
	for i, line := range lines {
		_, err := Assemble(gen, "", []byte(line), nil)
		var el ErrorList
		if !assert.ErrorAs(t, err, &el, "%s", line) {
			continue
		}
		assert.Equal(t, want[i+1], el[0].Pos.Col, "%s: %s", line, el[0].Msg)
	}
}

// TestInline16DPPAndSOPCOracle: a float inline constant on a 16-bit
// integer source of a VOP3-DPP instruction (v_max3_i16_e64_dpp …, GFX11+)
// or on the 16-bit float scalar compares (s_cmp_o_f16 …, gfx1150 and
// GFX12) decodes as llvm-mc-19 lists it: the f16 value in hex, the
// encoding with source code 255 and, for DPP, no literal dword. The blocks
// are the encodings of the throughput corpus's lines that have one.
func TestInline16DPPAndSOPCOracle(t *testing.T) {
	total := 0
	for _, gen := range Generations() {
		if gen.Family < GFX11 || !gen.LLVM19 {
			continue
		}
		t.Run(gen.Name, func(t *testing.T) {
			mc := oracle.Require(t, mcOracle(gen))
			src, _ := benchCorpus(gen, 20000, 20)
			insts, _ := Assemble(gen, "bench.s", src, nil)
			var blocks [][]byte
			for _, a := range insts {
				b := a.AppendEncoding(nil)
				in, _, err := Decode(gen, b)
				require.NoError(t, err, "%s", a.String())
				if in.reencodes() && (in.Ext == ExtDPP || in.Ext == ExtDPP8 || in.Form().Enc == EncSOPC) && len(blocks) < 300 {
					blocks = append(blocks, b)
				}
			}
			res := llvmDisasm(t, mc, gen, blocks)
			for i, b := range blocks {
				require.False(t, res[i].failed || len(res[i].lines) != 1, "llvm-mc on %s: %q", blockText(b), res[i].lines)
				in, _, err := Decode(gen, b)
				require.NoError(t, err)
				assert.Equal(t, res[i].lines[0], strings.TrimSuffix(string(in.AppendListing(nil, true)), "\n"), "%s: %s", gen.Name, blockText(b))
			}
			total += len(blocks)
		})
	}
	assert.Greater(t, total, 50, "blocks compared")
}

// TestSDWAHexInline32Oracle: a hex integer whose bits are a float inline
// constant, on a 32-bit integer SDWA source, is that constant (llvm-mc-19
// prints -0x40800000 back as -1.0); on an integer source of a 16-bit
// operation llvm-mc-19 makes a truncated literal of it, which lowerc
// refuses. The expected listing and errors are llvm-mc-19's, on the GFX9
// generations.
func TestSDWAHexInline32Oracle(t *testing.T) {
	ok := []string{
		"v_cmp_ne_i32_sdwa vcc, -0x40800000, v1",
		"v_cmp_ne_i32_sdwa vcc, 0x40800000, v1",
		"v_cmp_ne_i32_sdwa vcc, -0x3f800000, v1",
		"v_add_u32_sdwa v1, 0xc0800000, v2",
		"v_mov_b32_sdwa v1, 0x3f800000",
		"v_cmp_class_f32_sdwa vcc, v1, 0x3e22f983",
	}
	for _, name := range []string{"gfx908", "gfx90a", "gfx942"} {
		gen, err := ParseGeneration(name)
		require.NoError(t, err)
		mc := oracle.Require(t, mcOracle(gen))
		src := strings.Join(ok, "\n") + "\n"
		want, err := oracle.Run(mc, []byte(src), append(mcArgs(gen), "-show-encoding")...)
		require.NoError(t, err, "llvm-mc-19 accepts every line")
		var got bytes.Buffer
		require.NoError(t, AssembleListing(&got, gen, "x.s", []byte(src), nil, true, 1))
		assert.Equal(t, string(want), got.String(), name)
		// the 16-bit operation's mask: llvm-mc-19 accepts it but lists a
		// bogus encoding (0xf983, source code 0xfe); lowerc refuses it
		in, err := AssembleLine(gen, "v_cmp_class_f16_sdwa vcc, v1, 0x3e22f983")
		assert.Error(t, err, "%s: %v", name, in)
	}
}
