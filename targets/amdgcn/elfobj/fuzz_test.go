package elfobj_test

import (
	"bytes"
	"debug/elf"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/vmihailenco/msgpack/v5"

	"github.com/lowerc/lowerc/internal/oracle"
	"github.com/lowerc/lowerc/targets/amdgcn"
	"github.com/lowerc/lowerc/targets/amdgcn/elfobj"
)

// metadataOf returns the YAML of the .amdgpu_metadata block of src.
func metadataOf(src string) string {
	_, after, ok := strings.Cut(src, ".amdgpu_metadata\n")
	if !ok {
		return ""
	}
	yaml, _, _ := strings.Cut(after, "\t.end_amdgpu_metadata")
	return yaml
}

// FuzzMetadataMsgpack: the YAML-to-msgpack conversion never panics; what
// it accepts is one msgpack value that decodes whole, with every map's keys
// in ascending order, and converting the same text again gives the same
// bytes.
func FuzzMetadataMsgpack(f *testing.F) {
	files, _ := filepath.Glob("testdata/*.s")
	for _, file := range files {
		b, _ := os.ReadFile(file)
		f.Add(metadataOf(string(b)))
	}
	f.Add("---\namdhsa.version: [1, 2]\n...\n")
	f.Add("a: &x 1\nb: *x\n")
	f.Add("amdhsa.version: [1, 2]\nk: !!str 5\n")
	f.Fuzz(func(t *testing.T, src string) {
		b, err := elfobj.MetadataMsgpack(src, amdgcn.Pos{Filename: "f.s", Line: 1, Col: 2}, amdgcn.Pos{Filename: "f.s", Line: 9, Col: 22})
		if err != nil {
			var de *elfobj.DescriptorError
			require.True(t, errors.As(err, &de), "error %v has no position", err)
			require.Equal(t, "f.s", de.Pos.Filename)
			return
		}
		dec := msgpack.NewDecoder(bytes.NewReader(b))
		require.NoError(t, dec.Skip()) // one whole value (keys of any kind)
		_, err = dec.DecodeInterface()
		require.Error(t, err, "trailing bytes after the document")
		checkSorted(t, b)
		again, err := elfobj.MetadataMsgpack(src, amdgcn.Pos{}, amdgcn.Pos{})
		require.NoError(t, err)
		require.Equal(t, b, again)
	})
}

// checkSorted walks msgpack b and requires map keys of one kind in
// ascending order (strings bytewise, integers by value).
func checkSorted(t *testing.T, b []byte) {
	dec := msgpack.NewDecoder(bytes.NewReader(b))
	var walk func()
	walk = func() {
		c, err := dec.PeekCode()
		require.NoError(t, err)
		switch {
		case c >= 0x80 && c <= 0x8f || c == 0xde || c == 0xdf:
			n, err := dec.DecodeMapLen()
			require.NoError(t, err)
			var prev any
			for i := 0; i < n; i++ {
				k, err := dec.DecodeInterface()
				require.NoError(t, err)
				if ps, ok := prev.(string); ok {
					if ks, ok := k.(string); ok {
						require.Less(t, ps, ks, "map keys out of order")
					}
				}
				prev = k
				walk()
			}
		case c >= 0x90 && c <= 0x9f || c == 0xdc || c == 0xdd:
			n, err := dec.DecodeArrayLen()
			require.NoError(t, err)
			for i := 0; i < n; i++ {
				walk()
			}
		default:
			require.NoError(t, dec.Skip())
		}
	}
	walk()
}

// FuzzWrite: assembling and writing an object never panics; what Write
// accepts is an ELF file debug/elf reads, with the machine and flags of
// the generation; its errors are positioned.
func FuzzWrite(f *testing.F) {
	files, _ := filepath.Glob("testdata/*.s")
	for _, file := range files {
		b, _ := os.ReadFile(file)
		f.Add(string(b))
	}
	f.Add("k:\n\ts_endpgm\n\t.rodata\n\t.amdhsa_kernel k\n\t\t.amdhsa_next_free_vgpr 1\n\t\t.amdhsa_next_free_sgpr 1\n\t.end_amdhsa_kernel\n")
	// branches: undefined, to a symbol, to a label in another section, odd offsets
	f.Add("k:\n\ts_cbranch_scc1 .Lx\n\ts_branch k\n\t.byte 1\n.Ly:\n\ts_branch .Ly\n\t.rodata\n.Lz:\n\t.text\n\ts_cbranch_execz .Lz\n")
	g := amdgcn.Gen(amdgcn.GFX1100)
	f.Fuzz(func(t *testing.T, src string) {
		file, err := amdgcn.AssembleFile(g, "f.s", []byte(src))
		if err != nil {
			return
		}
		var lst bytes.Buffer
		_ = elfobj.WriteListing(&lst, g, file, []byte(src), true) // never panics
		obj, err := elfobj.Write(g, file)
		if err != nil {
			var de *elfobj.DescriptorError
			require.True(t, errors.As(err, &de), "error %v has no position", err)
			return
		}
		ef, err := elf.NewFile(bytes.NewReader(obj))
		require.NoError(t, err)
		require.Equal(t, elf.EM_AMDGPU, ef.Machine)
		require.Equal(t, elfobj.Flags(g), uint32(obj[48])|uint32(obj[49])<<8)
	})
}

// TestWriteErrors: blocks and files llvm-mc-19 refuses are refused with a
// position (llvm-mc's line where it reports one), and nothing is written.
func TestWriteErrors(t *testing.T) {
	mc := oracle.Require(t, oracle.LLVMMC)
	head := "\t.text\n\t.globl k\nk:\n\ts_endpgm\n\t.rodata\n\t.amdhsa_kernel k\n\t\t.amdhsa_next_free_vgpr 8\n\t\t.amdhsa_next_free_sgpr 8\n"
	meta := "\t.amdgpu_metadata\n---\namdhsa.version: [1, 2]\namdhsa.kernels:\n  - .name: k\n"
	for _, c := range []struct {
		name, gen, src, want string
	}{
		{"accum range", "gfx90a", head + "\t\t.amdhsa_accum_offset 6\n\t.end_amdhsa_kernel\n", "accum_offset should be in range"},
		{"accum over", "gfx942", head + "\t\t.amdhsa_accum_offset 12\n\t.end_amdhsa_kernel\n", "accum_offset exceeds total VGPR allocation"},
		{"bits", "gfx1100", head + "\t\t.amdhsa_float_round_mode_32 4\n\t.end_amdhsa_kernel\n", "value out of range"},
		{"vgprs", "gfx908", head + "\t\t.amdhsa_next_free_vgpr 300\n\t.end_amdhsa_kernel\n", "value out of range"},
		{"sgprs", "gfx908", head + "\t\t.amdhsa_next_free_sgpr 103\n\t.end_amdhsa_kernel\n", "value out of range"},
		{"user sgprs", "gfx1100", head + "\t\t.amdhsa_user_sgpr_count 1\n\t\t.amdhsa_user_sgpr_kernarg_segment_ptr 1\n\t.end_amdhsa_kernel\n", "implied by enabled user SGPRs"},
		{"xnack", "gfx942", head + "\t\t.amdhsa_accum_offset 8\n\t\t.amdhsa_reserve_xnack_mask 0\n\t.end_amdhsa_kernel\n", "does not match target id"},
		{"preload over kernarg", "gfx90a", head + "\t\t.amdhsa_accum_offset 8\n\t\t.amdhsa_kernarg_size 8\n\t\t.amdhsa_user_sgpr_kernarg_preload_length 2\n\t\t.amdhsa_user_sgpr_kernarg_preload_offset 1\n\t.end_amdhsa_kernel\n", "Kernarg preload length + offset"},
		{"preload length", "gfx942", head + "\t\t.amdhsa_accum_offset 8\n\t\t.amdhsa_user_sgpr_kernarg_preload_length 17\n\t.end_amdhsa_kernel\n", "value out of range"},
		{"shared vgprs wave32", "gfx1030", head + "\t\t.amdhsa_wavefront_size32 1\n\t\t.amdhsa_shared_vgpr_count 2\n\t.end_amdhsa_kernel\n", "shared_vgpr_count directive not valid on wavefront size 32"},
		{"metadata kernel fields", "gfx1100", head + "\t.end_amdhsa_kernel\n" + meta + "\t.end_amdgpu_metadata\n", "invalid HSA metadata"},
		{"metadata no version", "gfx1100", head + "\t.end_amdhsa_kernel\n\t.amdgpu_metadata\n---\namdhsa.kernels: []\n\t.end_amdgpu_metadata\n", "invalid HSA metadata"},
		{"metadata yaml", "gfx1100", head + "\t.end_amdhsa_kernel\n\t.amdgpu_metadata\n---\namdhsa.version: [1, 2\n\t.end_amdgpu_metadata\n", "invalid HSA metadata"},
		{"metadata duplicate", "gfx1100", head + "\t.end_amdhsa_kernel\n\t.amdgpu_metadata\n---\namdhsa.version: [1, 2]\namdhsa.version: [1, 2]\n\t.end_amdgpu_metadata\n", "invalid HSA metadata"},
		{"duplicate kd", "gfx1100", head + "\t.end_amdhsa_kernel\n\t.amdhsa_kernel k\n\t\t.amdhsa_next_free_vgpr 8\n\t\t.amdhsa_next_free_sgpr 8\n\t.end_amdhsa_kernel\n", "symbol 'k.kd' is already defined"},
		{"duplicate label", "gfx1100", "k:\nk:\n\ts_endpgm\n", "symbol 'k' is already defined"},
		{"undefined branch label", "gfx942", "k:\n\ts_branch .Lnowhere\n\ts_endpgm\n", "k.s:2:2: undefined label '.Lnowhere'"},
		{"undefined branch label gfx1200", "gfx1200", "k:\n\ts_nop 0\n  s_cbranch_execz .Lx\n", "k.s:3:3: undefined label '.Lx'"},
		{"branch too far", "gfx1100", "k:\n\ts_branch .Lfar\n" + strings.Repeat("\ts_nop 0\n", 32768) + ".Lfar:\n\ts_endpgm\n", "k.s:2:2: branch size exceeds simm16"},
		{"branch too far back", "gfx908", "k:\n.Lback:\n" + strings.Repeat("\ts_nop 0\n", 32768) + "\ts_branch .Lback\n", "branch size exceeds simm16"},
	} {
		t.Run(c.name, func(t *testing.T) {
			g, err := amdgcn.ParseGeneration(c.gen)
			require.NoError(t, err)
			_, mcErr := oracle.Run(mc, []byte(c.src), "-triple=amdgcn-amd-amdhsa", "-mcpu="+c.gen, "-filetype=obj", "-o", os.DevNull)
			require.Error(t, mcErr, "llvm-mc-19 accepts the case")
			f, err := amdgcn.AssembleFile(g, "k.s", []byte(c.src))
			if err == nil {
				var obj []byte
				obj, err = elfobj.Write(g, f)
				assert.Nil(t, obj)
			}
			require.Error(t, err)
			assert.Contains(t, err.Error(), c.want)
			assert.Regexp(t, `^k\.s:\d+:\d+: `, err.Error())
		})
	}
}

// TestWriteBranchRefusals: branches llvm-mc resolves with a relocation
// (to a symbol, to another section) are refused with a position, not
// written with a wrong offset.
func TestWriteBranchRefusals(t *testing.T) {
	g := amdgcn.Gen(amdgcn.GFX942)
	for _, c := range []struct{ src, want string }{
		{"k:\n\ts_branch k\n", "k.s:2:2: the object writer resolves branches to .L labels only (k is a symbol"},
		{"k:\n\ts_cbranch_execz .Lz\n\t.rodata\n.Lz:\n", "k.s:2:2: the object writer resolves branches within one section (.Lz is in .rodata)"},
	} {
		f, err := amdgcn.AssembleFile(g, "k.s", []byte(c.src))
		require.NoError(t, err)
		obj, err := elfobj.Write(g, f)
		assert.Nil(t, obj)
		require.Error(t, err)
		assert.Contains(t, err.Error(), c.want)
	}
}
