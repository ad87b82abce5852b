package ptxexec

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// fn wraps a body in a two-input f16 .func as llc writes it.
func fn(body string) string {
	return `.version 7.0
.target sm_80
.address_size 64
.visible .func  (.param .align 2 .b8 func_retval0[2]) f(
	.param .align 2 .b8 f_param_0[2],
	.param .align 2 .b8 f_param_1[2]
)
{
	.reg .pred %p<4>;
	.reg .b16 %rs<8>;
	.reg .b32 %r<4>;
	.reg .f32 %f<4>;
	.reg .b64 %rd<4>;
` + body + `
}
`
}

const head = "\tld.param.b16 %rs1, [f_param_0];\n\tld.param.b16 %rs2, [f_param_1];\n"
const tail = "\tst.param.b16 [func_retval0+0], %rs3;\n\tret;"

// TestParseErrors: malformed modules fail with file:line:col; functions
// the executor cannot run keep a positioned error naming the instruction.
func TestParseErrors(t *testing.T) {
	tests := []struct {
		name, src, want string
		module          bool // the whole module fails (a syntax error)
	}{
		{"unknown instruction", fn(head + "\tfma.rn.f16 %rs3, %rs1, %rs2, %rs1;\n" + tail), "x.ptx:16:2: error: instruction fma.rn.f16 is not supported by the PTX executor", false},
		{"undeclared register", fn(head + "\tmax.f16 %rs3, %rs1, %rs9;\n" + tail), "x.ptx:16:22: error: max.f16: register %rs9 is not declared", false},
		{"undefined read", fn(head + "\tmax.f16 %rs3, %rs1, %rs4;\n" + tail), "x.ptx:16:22: error: max.f16 reads %rs4, which no earlier instruction writes", false},
		{"unknown min/max modifier", fn(head + "\tmax.nan.f16 %rs3, %rs1, %rs2;\n" + tail), "x.ptx:16:2: error: \"max.nan.f16\" has an unknown modifier .nan", false},
		{"min/max arity", fn(head + "\tmax.f16 %rs3, %rs1, %rs2, %rs1;\n" + tail), "x.ptx:16:2: error: max.f16 with 3 inputs is not a min/max form", false},
		{"branch to no label", fn(head + "\tbra $L1;\n" + tail), "x.ptx:16:6: error: bra: label $L1 is not defined in this function", false},
		{"call", fn(head + "\tcall f;\n" + tail), "x.ptx:16:2: error: call: control flow (branches, calls) is not supported", false},
		{"pred where data", fn(head + "\tmax.f16 %rs3, %p1, %rs2;\n" + tail), "x.ptx:16:16: error: max.f16: %p1 is a predicate", false},
		{"f16 immediate", fn(head + "\tmax.f16 %rs3, %rs1, 0x3c00;\n" + tail), "x.ptx:16:22: error: max.f16: a .f16 operand takes no immediate", false},
		{"bad float immediate", fn(head + "\tmov.f32 %f1, 0f3F80;\n\tmov.b16 %rs3, %rs1;\n" + tail), "x.ptx:16:15: error: mov.f32: malformed floating immediate 0f3F80", false},
		{"return not stored", fn(head + "\tret;"), "x.ptx:4:18: error: return param func_retval0 is not stored in full", false},
		{"param out of range", fn("\tld.param.b32 %r1, [f_param_0];\n" + tail), "x.ptx:14:20: error: ld.param.b32: bytes 0…3 are outside param f_param_0 (2 bytes)", false},
		{"cvt without rounding", fn(head + "\tcvt.f32.f16 %f1, %rs1;\n\tcvt.f16.f32 %rs3, %f1;\n" + tail), "x.ptx:17:2: error: cvt.f16.f32: a narrowing conversion needs a rounding modifier", false},
		{"missing brace", ".version 7.0\n.target sm_80\n.visible .func f(\n{\n", "x.ptx:4:1: error: expected .param, found \"{\"", true},
		{"unterminated body", ".version 7.0\n.func f()\n{\n\tret;\n", "x.ptx:5:1: error: function body is not closed", true},
		{"stray character", ".version 7.0\n#include\n", "x.ptx:2:1: error: unexpected character '#'", true},
		{"module junk", ".version 7.0\nfoo\n", "x.ptx:2:1: error: unexpected \"foo\" at module level", true},
		{"duplicate register", ".func f()\n{\n.reg .b32 %r<2>;\n.reg .b32 %r1;\nret;\n}\n", "x.ptx:4:11: error: register %r1 is declared twice", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m, err := Parse("x.ptx", []byte(tc.src))
			if tc.module {
				require.Error(t, err)
				assert.Contains(t, err.Error(), tc.want)
				return
			}
			require.NoError(t, err)
			require.Len(t, m.Funcs, 1)
			require.Error(t, m.Funcs[0].Err)
			assert.Contains(t, m.Funcs[0].Err.Error(), tc.want)
			// Run reports the same error instead of running.
			err = m.Funcs[0].Run([][]uint64{{1}, {2}}, make([]uint64, 1))
			assert.Equal(t, m.Funcs[0].Err, err)
		})
	}
}

// TestGuardedWrites: a register written under a guard is defined only
// where the guard held; a later unguarded read of it elsewhere fails with
// the execution's index, a read under the same guard does not.
func TestGuardedWrites(t *testing.T) {
	ok := fn(head + "\tsetp.eq.s16 %p1, %rs1, 0;\n\t@%p1 mov.b16 %rs4, %rs2;\n\t@!%p1 mov.b16 %rs4, %rs1;\n\tmov.b16 %rs3, %rs4;\n" + tail)
	m, err := Parse("x.ptx", []byte(ok))
	require.NoError(t, err)
	out := make([]uint64, 3)
	require.NoError(t, m.Funcs[0].Run([][]uint64{{0, 5, 0}, {7, 8, 9}}, out))
	assert.Equal(t, []uint64{7, 5, 9}, out)

	bad := fn(head + "\tsetp.eq.s16 %p1, %rs1, 0;\n\t@%p1 mov.b16 %rs4, %rs2;\n\tmov.b16 %rs3, %rs4;\n" + tail)
	m, err = Parse("x.ptx", []byte(bad))
	require.NoError(t, err)
	err = m.Funcs[0].Run([][]uint64{{0, 5, 0}, {7, 8, 9}}, out)
	require.Error(t, err)
	assert.Equal(t, "x.ptx:18:2: mov.b16 (execution 1): reads %rs4, which only a guarded instruction wrote and not in this execution", err.Error())

	sameGuard := fn(head + "\tsetp.eq.s16 %p1, %rs1, 0;\n\tmov.b16 %rs3, %rs1;\n\t@%p1 mov.b16 %rs4, %rs2;\n\t@%p1 mov.b16 %rs3, %rs4;\n" + tail)
	m, err = Parse("x.ptx", []byte(sameGuard))
	require.NoError(t, err)
	require.NoError(t, m.Funcs[0].Run([][]uint64{{0, 5, 0}, {7, 8, 9}}, out))
	assert.Equal(t, []uint64{7, 5, 9}, out)
}

// TestLoweredModulesParse: every golden module of targets/ptx (lowerc's
// own output for four targets) parses and every kernel compiles.
func TestLoweredModulesParse(t *testing.T) {
	files, err := filepath.Glob("../testdata/lower/*.ptx")
	require.NoError(t, err)
	require.NotEmpty(t, files)
	for _, file := range files {
		src, err := os.ReadFile(file)
		require.NoError(t, err)
		m, err := Parse(file, src)
		require.NoError(t, err, file)
		for _, f := range m.Funcs {
			assert.NoError(t, f.Err, "%s: %s", file, f.Name)
			assert.True(t, f.Entry)
		}
		assert.True(t, strings.HasPrefix(m.Target[0], "sm_"))
	}
}
