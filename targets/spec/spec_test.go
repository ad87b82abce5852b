package spec

import (
	"testing"

	"github.com/lowerc/lowerc/verify/tv"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParse(t *testing.T) {
	tests := []struct {
		in   string
		want Spec
		exec string
	}{
		{"ptx:sm_90", Spec{Kind: PTX, Options: tv.Options{Arch: "sm_90"}}, "ptx"},
		{"ptx:sm_90:ptx=7.8", Spec{Kind: PTX, Options: tv.Options{Arch: "sm_90", PTX: "7.8"}}, "ptx"},
		{"ptx:sm_80", Spec{Kind: PTX, Options: tv.Options{Arch: "sm_80"}}, "ptx"},
		{"amdgcn:gfx942", Spec{Kind: AMDGCN, Options: tv.Options{Arch: "gfx942"}}, "amdgcn"},
		{"amdgcn:gfx942:ieee=0", Spec{Kind: AMDGCN, Options: tv.Options{Arch: "gfx942", NoIEEE: true}}, "amdgcn"},
		{"amdgcn:gfx1100:ieee=1", Spec{Kind: AMDGCN, Options: tv.Options{Arch: "gfx1100"}}, "amdgcn"},
		{"amdgcn:gfx1100:wave64", Spec{Kind: AMDGCN, Options: tv.Options{Arch: "gfx1100", Wave64: true}}, "amdgcn"},
		{"amdgcn:gfx1200:wave64", Spec{Kind: AMDGCN, Options: tv.Options{Arch: "gfx1200", Wave64: true}}, "amdgcn"},
		{"amdgcn:gfx1030:ieee=0:wave64", Spec{Kind: AMDGCN, Options: tv.Options{Arch: "gfx1030", NoIEEE: true, Wave64: true}}, "amdgcn"},
		{"llvm:amdgcn-amd-amdhsa:gfx942", Spec{Kind: LLVM, Triple: "amdgcn-amd-amdhsa", Options: tv.Options{Arch: "gfx942"}}, "amdgcn"},
		{"llvm:amdgcn-amd-amdhsa:gfx942:ieee=0", Spec{Kind: LLVM, Triple: "amdgcn-amd-amdhsa", Options: tv.Options{Arch: "gfx942", NoIEEE: true}}, "amdgcn"},
		{"llvm:nvptx64-nvidia-cuda:sm_90", Spec{Kind: LLVM, Triple: "nvptx64-nvidia-cuda", Options: tv.Options{Arch: "sm_90"}}, "ptx"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := Parse(tt.in)
			require.NoError(t, err)
			assert.Equal(t, tt.want, got)
			assert.Equal(t, tt.exec, got.Exec())
			// The canonical spelling reads back as the same spec.
			again, err := Parse(got.String())
			require.NoError(t, err)
			assert.Equal(t, got, again)
		})
	}
	s, _ := Parse("amdgcn:gfx942:ieee=1")
	assert.Equal(t, "amdgcn:gfx942", s.String(), "defaults are left out")
}

// TestParseErrors: each bad part gets a message that names it and lists
// what is valid there.
func TestParseErrors(t *testing.T) {
	tests := []struct{ in, want string }{
		{"", `unknown target kind "": want ptx, amdgcn or llvm`},
		{"cuda:sm_90", `unknown target kind "cuda": want ptx, amdgcn or llvm (ptx:ARCH[:ptx=X.Y] |`},
		{"ptx", `ptx needs an arch: sm_70, sm_75, sm_80`},
		{"ptx:", `ptx needs an arch: sm_70`},
		{"ptx:ptx=7.8", `ptx needs an arch`},
		{"ptx:sm_91", `unknown ptx arch "sm_91": want one of sm_70, sm_75, sm_80, sm_86, sm_89, sm_90, sm_90a, sm_100, sm_120`},
		{"ptx:sm_90:ptx=7.0", `sm_90 needs PTX ISA 7.8 or later`},
		{"ptx:sm_90:ptx=seven", `ptx=seven: malformed PTX ISA version`},
		{"ptx:sm_90:ptx=7.8:ptx=8.0", `option ptx given twice`},
		{"ptx:sm_90:ieee=0", `unknown option "ieee=0": ptx takes ptx=X.Y (the PTX ISA version)`},
		{"amdgcn:gfx943", `unknown amdgcn arch "gfx943": want one of gfx908, gfx90a, gfx940`},
		{"amdgcn:gfx942:ieee=2", `ieee=2: want ieee=1 or ieee=0`},
		{"amdgcn:gfx942:fast", `unknown option "fast": amdgcn takes ieee=0|1 (MODE.IEEE), wave64 (GFX10+ in wave64)`},
		{"amdgcn:gfx942:wave64", `gfx942 runs in wave64 only; wave64 selects it on GFX10+ (RDNA)`},
		{"amdgcn:gfx1100:wave64=1", `unknown option "wave64=1": amdgcn takes ieee=0|1`},
		{"amdgcn:gfx1100:wave64:wave64", `option wave64 given twice`},
		{"llvm:amdgcn-amd-amdhsa:gfx1100:wave64", `unknown option "wave64": llvm:amdgcn-amd-amdhsa takes ieee=0|1 (MODE.IEEE)`},
		{"amdgcn:gfx1200:ieee=0", `gfx1200 (RDNA4) has no MODE.IEEE bit`},
		{"llvm", `llvm needs a triple: nvptx64-nvidia-cuda or amdgcn-amd-amdhsa`},
		{"llvm:x86_64-linux-gnu:sm_90", `unknown triple "x86_64-linux-gnu": want nvptx64-nvidia-cuda or amdgcn-amd-amdhsa`},
		{"llvm:nvptx64-nvidia-cuda", `llvm:nvptx64-nvidia-cuda needs an arch: sm_70, sm_72`},
		{"llvm:nvptx64-nvidia-cuda:gfx942", `unknown llvm:nvptx64-nvidia-cuda arch "gfx942": want one of sm_70`},
		{"llvm:amdgcn-amd-amdhsa:gfx950", `(LLVM 19 does not know gfx950)`},
		{"llvm:nvptx64-nvidia-cuda:sm_90:ieee=0", `unknown option "ieee=0": llvm:nvptx64-nvidia-cuda takes none`},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			_, err := Parse(tt.in)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tt.want)
			assert.Contains(t, err.Error(), "target \""+tt.in+"\"")
		})
	}
}

// FuzzParse: no input panics; an accepted spec prints as a spelling that
// parses back to itself.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"ptx:sm_90", "ptx:sm_90:ptx=7.8", "amdgcn:gfx942:ieee=0", "llvm:amdgcn-amd-amdhsa:gfx942",
		"llvm:nvptx64-nvidia-cuda:sm_90", "ptx:sm_90:ptx=07.8", "amdgcn::", "llvm:::", "ptx:sm_90:ptx=9.9"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		s, err := Parse(in)
		if err != nil {
			return
		}
		again, err := Parse(s.String())
		if err != nil || again != s {
			t.Fatalf("%q → %+v prints as %q, which reads back as %+v, %v", in, s, s.String(), again, err)
		}
	})
}
