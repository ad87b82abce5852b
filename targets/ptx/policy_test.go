package ptx_test

import (
	"flag"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/internal/oracle"
	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/verify"
)

// policyModule has one kernel per neutral min/max: every element type ×
// kind × NaN policy × input count, with nsz and ftz where the type takes
// them.
func policyModule(t *testing.T) *ir.Module {
	var b strings.Builder
	n := 0
	for _, typ := range []string{"f16", "bf16", "f32", "f64", "f16x2", "bf16x2", "f32x2", "s16", "u16", "s32", "u32", "s64", "u64", "s16x2", "u16x2"} {
		isFloat := ir.ParseElemType(typ).IsFloat()
		attrSets := []string{""}
		if isFloat {
			attrSets = []string{"nan = number", "nan = propagate", "nan = ieee2008", "nan = nnan", "nan = number, nsz", "nan = propagate, nsz"}
			if typ == "f32" || typ == "f16" || typ == "f16x2" || typ == "f32x2" {
				attrSets = append(attrSets, "nan = number, ftz", "nan = propagate, ftz")
			}
		}
		for _, kind := range []string{"min", "max"} {
			for _, attrs := range attrSets {
				for _, arity := range []int{2, 3} {
					srcs := "%a, %b"
					if arity == 3 {
						srcs += ", %a"
					}
					a := ""
					if attrs != "" {
						a = " {" + attrs + "}"
					}
					fmt.Fprintf(&b, "kernel @k%d(%%A: global %s[2,1], %%B: global %s[2,1]) grid(1) block(1) {\n"+
						"  %%a = alloc.local %s[2,1]\n  %%b = alloc.local %s[2,1]\n  %%a = load %%A\n  %%b = load %%B\n"+
						"  %%a = %s %s%s\n  store %%A, %%a\n}\n\n", n, typ, typ, typ, typ, kind, srcs, a)
					n++
				}
			}
		}
	}
	return parseSrc(t, "policy.tile", []byte(b.String()))
}

var policyFull = flag.Bool("policy-full", false, "TestDefaultVersionAcceptedByPtxas: every target sm_70 … sm_90, not only sm_75, sm_86 and sm_90")

// TestDefaultVersionAcceptedByPtxas is the PTX version policy of issue 12:
// without -ptx, every neutral min/max lowers for sm_70 … sm_90 with the
// .version the target needs and no newer form, so CUDA 11.8's ptxas (which
// stops at PTX ISA 7.8) assembles all of it. By default it runs the three
// targets where the forms change (halves through f32 before sm_80,
// sm_86's own version 7.1, packed integers beyond sm_90's 7.8);
// -policy-full runs all six.
func TestDefaultVersionAcceptedByPtxas(t *testing.T) {
	ptxas := oracle.Require(t, oracle.Ptxas)
	m := policyModule(t)
	archs := []string{"sm_75", "sm_86", "sm_90"}
	if *policyFull {
		archs = []string{"sm_70", "sm_75", "sm_80", "sm_86", "sm_89", "sm_90"}
	}
	for _, arch := range archs {
		t.Run(arch, func(t *testing.T) {
			b := newBackend(t, arch, "")
			require.Empty(t, verify.Module(m, b))
			res, err := b.Lower(m)
			require.NoError(t, err)
			assert.Equal(t, b.Arch().MinPTX, res.Version, "default .version is the least %s needs", arch)
			diag, err := assemble(t, ptxas, arch, res.PTX)
			require.NoError(t, err, "ptxas 11.8 rejects the default lowering for %s:\n%s", arch, diag)
		})
	}
}

// TestVersionGateRemark: a native form that only the PTX version keeps out
// is named in the choice, with the -ptx that allows it; with that -ptx it
// is chosen.
func TestVersionGateRemark(t *testing.T) {
	src := "kernel @k(%A: global f32[1,1]) grid(1) block(1) {\n  %a = alloc.local f32[1,1]\n  %a = load %A\n  %a = max %a, %a, %a\n  store %A, %a\n}\n"
	m := parseSrc(t, "k.tile", []byte(src))
	res := lower(t, m, newBackend(t, "sm_100", ""))
	require.Len(t, res.Choices, 1)
	assert.Contains(t, res.Choices[0].How, "(max.f32 with three inputs needs PTX ISA 8.8; .version is 8.6: -ptx 8.8 allows it)")
	res = lower(t, m, newBackend(t, "sm_100", "8.8"))
	require.Len(t, res.Choices, 1)
	assert.Equal(t, "native, three inputs", res.Choices[0].How)
}

// TestAtomRaisesVersionNote: an atom that needs a newer PTX than the
// target's least raises .version, and Notes says so at the opcode; with
// -ptx there is no note, and with an older -ptx the atom is an error.
func TestAtomRaisesVersionNote(t *testing.T) {
	src := "kernel @k(%A: global f32[1,1]) grid(1) block(1) {\n  %a = alloc.local f32[1,1]\n  %a = load %A\n  %a = apply ptx \"max.f32\" %a, %a, %a\n  store %A, %a\n}\n"
	m := parseSrc(t, "k.tile", []byte(src))
	b := newBackend(t, "sm_100", "")
	res := lower(t, m, b)
	assert.Equal(t, "8.8", res.Version.String())
	notes := b.Notes(m)
	require.Len(t, notes, 1)
	assert.Equal(t, "k.tile:4:18: note: max.f32 with three inputs needs PTX ISA 8.8: .version raised from 8.6 (the least sm_100 needs) to at least 8.8; -ptx 8.8 says so explicitly", notes[0].Error())
	assert.Empty(t, newBackend(t, "sm_100", "8.8").Notes(m))
	assert.NotEmpty(t, verify.Module(m, newBackend(t, "sm_100", "8.6")))
}
