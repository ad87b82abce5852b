package amdgcn

import (
	"bytes"
	"os/exec"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/internal/oracle"
)

// branchSrc has every branch with a label (defined before, after, or not
// at all: -show-encoding does not resolve fixups) and with integer
// offsets at the ends of the range.
const branchSrc = `.L0:
	s_branch .L1
	s_cbranch_scc0 .L0
	s_cbranch_scc1 .LBB0_2
	s_cbranch_vccz .L1
	s_cbranch_vccnz .L1
	s_cbranch_execz .L1
	s_cbranch_execnz undefined_label
	s_branch 5
	s_branch -1
	s_branch 0xffff
	s_cbranch_scc1 -32768
	s_cbranch_execz 65535
	s_branch a_rather_long_label_name_that_passes_column_forty
.L1:
.LBB0_2:
	s_endpgm
`

// branchBad are lines llvm-mc-19 rejects, each with its message.
const branchBad = `	s_branch 65536
	s_branch -32769
	s_branch 1.0
	s_branch s0
	s_branch vcc
	s_branch
	s_branch .L1, 2
	s_branch .L1+4
`

var mcErrRe = regexp.MustCompile(`(?m)^<stdin>:(\d+):(\d+): error: (.*)$`)

// TestBranchListing: branches list as llvm-mc -show-encoding lists them
// (label operands as a fixup), on every generation, and bad operands are
// rejected at the same line and column with llvm-mc's message.
func TestBranchListing(t *testing.T) {
	for _, gen := range Generations() {
		mc := mcOracle(gen)
		if mc == "" {
			continue
		}
		t.Run(gen.Name, func(t *testing.T) {
			mc := oracle.Require(t, mc)
			cmd := exec.Command(mc, append(mcArgs(gen), "-show-encoding")...)
			cmd.Stdin = strings.NewReader(branchSrc)
			want, err := cmd.Output()
			require.NoError(t, err)
			var got bytes.Buffer
			require.NoError(t, AssembleListing(&got, gen, "b.s", []byte(branchSrc), nil, true, 1))
			if !gen.LLVM19 {
				// llvm-mc-22 (gfx950) starts its listing without "\t.text"
				want = append([]byte("\t.text\n"), want...)
			}
			assert.Equal(t, string(want), got.String())

			cmd = exec.Command(mc, append(mcArgs(gen), "-show-encoding")...)
			cmd.Stdin = strings.NewReader(branchBad)
			var stderr bytes.Buffer
			cmd.Stderr = &stderr
			_ = cmd.Run()
			var wantErrs []string
			for _, m := range mcErrRe.FindAllStringSubmatch(stderr.String(), -1) {
				wantErrs = append(wantErrs, m[1]+":"+m[2]+": "+m[3])
			}
			_, aerr := Assemble(gen, "", []byte(branchBad), nil)
			require.Error(t, aerr)
			var gotErrs []string
			for _, e := range aerr.(ErrorList) {
				gotErrs = append(gotErrs, strings.TrimPrefix(e.Error(), ":"))
			}
			assert.Equal(t, wantErrs, gotErrs)
		})
	}
}

// TestBranchSimm16 is the fixup arithmetic on the cases llvm-mc-19
// -filetype=obj was observed to resolve (docs/reference/amdgpu.md §3.7).
func TestBranchSimm16(t *testing.T) {
	for _, c := range []struct {
		pc, target int64
		want       uint16
		ok         bool
	}{
		{0, 0, 0xffff, true},           // s_branch k at k: -1
		{0, 4, 0, true},                // the next instruction
		{4, 9, 0, true},                // a target 1 byte past a dword: (9-8)/4 truncates to 0
		{8, 3, 0xfffe, true},           // backward: -9/4 truncates toward zero to -2
		{0, 4 + 4*32767, 0x7fff, true}, // the farthest forward
		{0, 4 + 4*32768, 0, false},     // llvm-mc: branch size exceeds simm16
		{4 * 32768, 4, 0x8000, true},   // the farthest backward: -32768
		{4*32768 + 4, 4, 0, false},
	} {
		got, ok := BranchSimm16(c.pc, c.target)
		assert.Equal(t, c.ok, ok, "pc %d target %d", c.pc, c.target)
		if c.ok {
			assert.Equal(t, c.want, got, "pc %d target %d", c.pc, c.target)
		}
	}
}

// TestBranchInst: the label and offset are what amdexec reads.
func TestBranchInst(t *testing.T) {
	gen := Gen(GFX1100)
	insts, err := Assemble(gen, "", []byte("s_cbranch_scc1 .LBB0_2\ns_branch -3\n"), nil)
	require.NoError(t, err)
	require.Len(t, insts, 2)
	assert.True(t, insts[0].IsBranch())
	assert.Equal(t, ".LBB0_2", insts[0].BranchLabel())
	assert.Equal(t, "s_cbranch_scc1 .LBB0_2", insts[0].String())
	assert.Equal(t, "", insts[1].BranchLabel())
	assert.Equal(t, int16(-3), insts[1].BranchOffset())
	d, n, err := Decode(gen, []byte{0xfd, 0xff, 0xa0, 0xbf})
	require.NoError(t, err)
	assert.Equal(t, 4, n)
	assert.True(t, d.IsBranch())
	assert.Equal(t, int16(-3), d.BranchOffset())
	assert.Equal(t, "s_branch 65533", d.String())
	assert.Equal(t, int64(0x100+4-12), d.BranchTarget(0x100))
	for _, c := range []struct{ pc, target int64 }{{0, 0}, {8, 0x44}, {0x40, 8}, {0, 4 + 4*32767}} {
		v, ok := BranchSimm16(c.pc, c.target)
		require.True(t, ok)
		b := Inst{Imm: uint32(v)}
		assert.Equal(t, c.target, b.BranchTarget(c.pc), "BranchTarget inverts BranchSimm16")
	}
	in, err := AssembleLine(gen, "v_max_f32 v0, v1, v2")
	require.NoError(t, err)
	assert.False(t, in.IsBranch())
}
