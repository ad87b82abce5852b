package amdexec

import (
	"encoding/binary"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/internal/oracle"
	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/verify/tv"
)

// llcCompile runs llc-19 on the .ll file for cpu.
func llcCompile(t *testing.T, file, cpu string) []byte {
	t.Helper()
	llc := oracle.Require(t, oracle.LLC)
	src, err := os.ReadFile(file)
	require.NoError(t, err)
	out, err := oracle.Run(llc, src, "-mtriple=amdgcn-amd-amdhsa", "-mcpu="+cpu, "-o", "-")
	require.NoError(t, err)
	return out
}

// TestLLCKernelHidden runs llc-19's code for a kernel that stores the hidden
// arguments and the dispatch packet field it reads: the values must be
// the launch's as AMDGPUUsage defines them (docs/reference/amdgpu.md §4.7:
// hidden_block_count_x/z = workgroups per dimension, hidden_group_size_x =
// work-items per workgroup, hidden_grid_dims = dimensions, the packet's
// grid_size_x = work-items), on the generations llc's code assembles on
// (gfx1200's s_load_u16 is not in package amdgcn's table).
func TestLLCKernelHidden(t *testing.T) {
	m, err := ir.Parse("hid.tile", []byte("kernel @hid(%Out: global f32[5,1]) grid(3,1,2) block(5) {\n}\n"))
	require.NoError(t, err)
	k := m.Kernels[0]
	for _, cpu := range []string{"gfx908", "gfx90a", "gfx942", "gfx1030", "gfx1100"} {
		t.Run(cpu, func(t *testing.T) {
			asm := llcCompile(t, "testdata/llckernel/hidden.ll", cpu)
			lk, err := NewLLCKernel("hidden.s", asm, k, tv.Options{Arch: cpu})
			require.NoError(t, err)
			out := make([]byte, 20)
			require.NoError(t, lk.Run([]tv.Arg{{Mem: out}}))
			got := make([]uint32, 5)
			for i := range got {
				got[i] = binary.LittleEndian.Uint32(out[4*i:])
			}
			assert.Equal(t, []uint32{3, 2, 5, 3, 15}, got, "block count x, z; group size x; grid dims; grid_size_x")
		})
	}
}

// TestLLCKernelErrors: what the executor does not provide is an error
// naming it, never a silent zero.
func TestLLCKernelErrors(t *testing.T) {
	m, err := ir.Parse("hid.tile", []byte("kernel @hid(%Out: global f32[5,1]) grid(1) block(1) {\n}\n"))
	require.NoError(t, err)
	k := m.Kernels[0]
	asm := string(llcCompile(t, "testdata/llckernel/hidden.ll", "gfx942"))
	for _, c := range []struct{ name, from, to, want string }{
		{"unknown hidden argument", "hidden_grid_dims", "hidden_frobnicate", "hidden argument hidden_frobnicate (offset 72) is not provided by the executor"},
		{"argument outside the segment", ".kernarg_segment_size: 264", ".kernarg_segment_size: 80", "is outside its 80-byte kernarg segment"},
		{"no metadata", "\t.amdgpu_metadata\n", "\t.amdgpu_metadata_moved\n", "no .amdgpu_metadata block"},
		{"renamed parameter", ".name:           Out", ".name:           In", `argument 0 is "In"`},
		{"kernarg preload", ".amdhsa_user_sgpr_kernarg_preload_length 0", ".amdhsa_user_sgpr_kernarg_preload_length 1", "enables .amdhsa_user_sgpr_kernarg_preload_length"},
	} {
		t.Run(c.name, func(t *testing.T) {
			src := strings.Replace(asm, c.from, c.to, 1)
			if c.name == "no metadata" {
				src = src[:strings.Index(src, c.to)]
			}
			require.NotEqual(t, asm, src, "the mutation must apply")
			lk, err := NewLLCKernel("hidden.s", []byte(src), k, tv.Options{Arch: "gfx942"})
			if err == nil {
				err = lk.Run([]tv.Arg{{Mem: make([]byte, 20)}})
			}
			require.Error(t, err)
			assert.Contains(t, err.Error(), c.want)
		})
	}
}

// FuzzParseMetadata: any text gives kernels or an error, never a panic,
// and every argument it accepts lies inside its kernarg segment.
func FuzzParseMetadata(f *testing.F) {
	f.Add([]byte(".amdgpu_metadata\n---\namdhsa.kernels:\n  - .name: k\n    .kernarg_segment_size: 16\n    .args:\n      - .offset: 8\n        .size: 4\n        .value_kind: hidden_block_count_x\n...\n.end_amdgpu_metadata\n"))
	f.Add([]byte(".amdgpu_metadata\n- [\n.end_amdgpu_metadata\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		ks, err := ParseMetadata("f.s", src)
		if err != nil {
			return
		}
		for _, k := range ks {
			for _, a := range k.Args {
				if a.Offset < 0 || a.Offset+a.Size > k.KernargSize {
					t.Fatalf("argument %+v outside %d bytes", a, k.KernargSize)
				}
			}
		}
	})
}

// FuzzLLCKernel: llc-19's kernel text, mutated, gives a kernel that runs
// or an error, never a panic (the kernarg layout, hidden arguments and
// launch registers come from text the fuzzer changes).
func FuzzLLCKernel(f *testing.F) {
	llc, err := oracle.Lookup(oracle.LLC)
	if err != nil {
		f.Skipf("llc-19: %v", err)
	}
	src, err := os.ReadFile("testdata/llckernel/hidden.ll")
	require.NoError(f, err)
	for _, cpu := range []string{"gfx942", "gfx1100"} {
		out, err := oracle.Run(llc, src, "-mtriple=amdgcn-amd-amdhsa", "-mcpu="+cpu, "-o", "-")
		require.NoError(f, err)
		f.Add(cpu == "gfx1100", out)
	}
	m, err := ir.Parse("hid.tile", []byte("kernel @hid(%Out: global f32[5,1]) grid(2) block(3) {\n}\n"))
	require.NoError(f, err)
	f.Fuzz(func(t *testing.T, rdna bool, asm []byte) {
		cpu := "gfx942"
		if rdna {
			cpu = "gfx1100"
		}
		lk, err := NewLLCKernel("f.s", asm, m.Kernels[0], tv.Options{Arch: cpu})
		if err != nil {
			return
		}
		_ = lk.Run([]tv.Arg{{Mem: make([]byte, 20)}})
	})
}
