package elfobj_test

import (
	"bytes"
	"debug/elf"
	"encoding/binary"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/vmihailenco/msgpack/v5"

	"github.com/lowerc/lowerc/internal/oracle"
	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/targets/amdgcn"
	"github.com/lowerc/lowerc/targets/amdgcn/elfobj"
	"github.com/lowerc/lowerc/targets/amdgcn/lower"
	"github.com/lowerc/lowerc/verify"
)

var long = flag.Bool("long", false, "compare every generation and a larger descriptor sweep")

// objGens are the generations compared by default (with -long: all).
func objGens() []string {
	if *long {
		return amdgcn.GenerationNames()
	}
	return []string{"gfx908", "gfx90a", "gfx942", "gfx950", "gfx1030", "gfx1100", "gfx1200"}
}

// mcFor returns llvm-mc-19, or llvm-mc-22 for the generations LLVM 19
// does not know (gfx950).
func mcFor(t testing.TB, g *amdgcn.Generation) string {
	if g.LLVM19 {
		return oracle.Require(t, oracle.LLVMMC)
	}
	return oracle.Require(t, oracle.LLVMMC22)
}

func mcArgs(g *amdgcn.Generation) []string {
	a := []string{"-triple=amdgcn-amd-amdhsa", "-mcpu=" + g.Name, "-filetype=obj", "-o", "-"}
	if g.Wave64() {
		a = append(a, "-mattr=+wavefrontsize64")
	}
	return a
}

// tiles are the bundled lowerc kernels the objects are made from.
func tiles(t testing.TB) map[string][]byte {
	out := map[string][]byte{}
	for _, p := range []string{"../../../testdata/examples/maximum3.tile", "../../../testdata/examples/maximum3_1m.tile", "../lower/testdata/features.tile"} {
		b, err := os.ReadFile(p)
		require.NoError(t, err)
		out[filepath.Base(p)] = b
	}
	return out
}

// lowerTile is lowerc compile -target amdgcn -mcpu g of src.
func lowerTile(t testing.TB, g *amdgcn.Generation, name string, src []byte) []byte {
	b, err := lower.New(lower.Options{Gen: g, IEEE: true})
	require.NoError(t, err)
	m, err := ir.Parse(name, src)
	require.NoError(t, err)
	require.Empty(t, verify.Module(m, b))
	p, err := b.Lower(m)
	require.NoError(t, err)
	return p.AppendAsm(nil)
}

func ourObject(t testing.TB, g *amdgcn.Generation, name string, asm []byte) []byte {
	f, err := amdgcn.AssembleFile(g, name, asm)
	require.NoError(t, err, name)
	obj, err := elfobj.Write(g, f)
	require.NoError(t, err, name)
	return obj
}

// compareObjects checks ours against llvm-mc's object part by part (for a
// readable failure: header, section headers, each section's bytes, the
// relocations, the symbols, the note's msgpack decoded) and then byte for
// byte.
func compareObjects(t *testing.T, what string, ours, theirs []byte) {
	t.Helper()
	a, err := elf.NewFile(bytes.NewReader(ours))
	require.NoError(t, err, "%s: debug/elf reads our object", what)
	b, err := elf.NewFile(bytes.NewReader(theirs))
	require.NoError(t, err, what)
	assert.Equal(t, b.FileHeader, a.FileHeader, "%s: ELF header", what)
	assert.Equal(t, binary.LittleEndian.Uint32(theirs[48:]), binary.LittleEndian.Uint32(ours[48:]), "%s: e_flags", what)
	require.Equal(t, len(b.Sections), len(a.Sections), "%s: number of sections", what)
	for i, sb := range b.Sections {
		sa := a.Sections[i]
		assert.Equal(t, sb.SectionHeader, sa.SectionHeader, "%s: section header %d", what, i)
		if sb.Type == elf.SHT_NOBITS {
			continue
		}
		db, _ := sb.Data()
		da, _ := sa.Data()
		if sb.Type == elf.SHT_NOTE {
			assert.Equal(t, notes(t, db), notes(t, da), "%s: %s decoded", what, sb.Name)
		}
		assert.Equal(t, db, da, "%s: contents of %s", what, sb.Name)
	}
	symsA, _ := a.Symbols()
	symsB, _ := b.Symbols()
	assert.Equal(t, symsB, symsA, "%s: symbols", what)
	assert.True(t, bytes.Equal(ours, theirs), "%s: the objects differ (%d bytes, llvm-mc's %d)", what, len(ours), len(theirs))
}

// notes decodes the notes of a SHT_NOTE section: name, type, and the
// description as msgpack (maps as map[any]any) where it is NT_AMDGPU_METADATA.
func notes(t *testing.T, b []byte) []any {
	var out []any
	for len(b) >= 12 {
		nsz, dsz, typ := binary.LittleEndian.Uint32(b), binary.LittleEndian.Uint32(b[4:]), binary.LittleEndian.Uint32(b[8:])
		b = b[12:]
		nend := (nsz + 3) &^ 3
		dend := (dsz + 3) &^ 3
		if uint32(len(b)) < nend+dend {
			t.Errorf("truncated note")
			return out
		}
		name := string(bytes.TrimRight(b[:nsz], "\x00"))
		desc := b[nend : nend+dsz]
		var v any = desc
		if name == "AMDGPU" && typ == 32 {
			dec := msgpack.NewDecoder(bytes.NewReader(desc))
			dec.SetMapDecoder(func(d *msgpack.Decoder) (any, error) { return d.DecodeUntypedMap() }) // keys of any kind
			m, err := dec.DecodeInterface()
			require.NoError(t, err)
			v = m
		}
		out = append(out, name, typ, v)
		b = b[nend+dend:]
	}
	return out
}

// TestObjectIsLLVMMCs: for the bundled kernels on the generations (gfx950
// against llvm-mc-22), the object elfobj writes for lowerc's assembly is
// the one llvm-mc -filetype=obj writes for it, byte for byte.
func TestObjectIsLLVMMCs(t *testing.T) {
	n := 0
	for _, gn := range objGens() {
		g, err := amdgcn.ParseGeneration(gn)
		require.NoError(t, err)
		mc := mcFor(t, g)
		for name, src := range tiles(t) {
			asm := lowerTile(t, g, name, src)
			theirs, err := oracle.Run(mc, asm, mcArgs(g)...)
			require.NoError(t, err)
			compareObjects(t, gn+" "+name, ourObject(t, g, name, asm), theirs)
			n++
		}
	}
	t.Logf("%d objects identical to llvm-mc's", n)
}

// TestHandwrittenObjects: the assembly files of testdata/*.s (several
// kernels, local labels, code object versions 4 and 6, wave64, metadata
// scalars of every kind, no metadata) give llvm-mc's object. The first
// line of each names the generation ("; gfx1100" or "; gfx1100
// +wavefrontsize64").
func TestHandwrittenObjects(t *testing.T) {
	files, err := filepath.Glob("testdata/*.s")
	require.NoError(t, err)
	require.NotEmpty(t, files)
	for _, file := range files {
		src, err := os.ReadFile(file)
		require.NoError(t, err)
		first, _, _ := strings.Cut(string(src), "\n")
		f := strings.Fields(strings.TrimPrefix(first, ";"))
		require.NotEmpty(t, f, file)
		g, err := amdgcn.ParseGeneration(f[0])
		require.NoError(t, err)
		if len(f) > 1 {
			g, err = g.WithMAttr(f[1])
			require.NoError(t, err)
		}
		// and with its lines ended by a lone CR (statements, one line
		// number for llvm-mc-19) and by CRLF
		for _, v := range []struct{ name, nl string }{{"", "\n"}, {" (CR)", "\r"}, {" (CRLF)", "\r\n"}} {
			s := bytes.ReplaceAll(src, []byte("\n"), []byte(v.nl))
			theirs, err := oracle.Run(mcFor(t, g), s, mcArgs(g)...)
			require.NoError(t, err, file+v.name)
			compareObjects(t, file+v.name, ourObject(t, g, file+v.name, s), theirs)
		}
	}
}

// TestLinkedCodeObject: ld.lld-19 -shared links our object into a code
// object whose notes llvm-readelf-19 --notes reads: the kernel's name,
// symbol and register counts are there, and the output is the one for
// llvm-mc's object linked the same way; llvm-objdump-19 -d disassembles
// both alike.
func TestLinkedCodeObject(t *testing.T) {
	lld := oracle.Require(t, oracle.LLD)
	readelf := oracle.Require(t, oracle.ReadELF)
	objdump := oracle.Require(t, oracle.ObjDump)
	dir := t.TempDir()
	for _, gn := range []string{"gfx908", "gfx90a", "gfx942", "gfx1030", "gfx1100", "gfx1200"} {
		g, err := amdgcn.ParseGeneration(gn)
		require.NoError(t, err)
		src := tiles(t)["maximum3.tile"]
		asm := lowerTile(t, g, "maximum3.tile", src)
		theirs, err := oracle.Run(mcFor(t, g), asm, mcArgs(g)...)
		require.NoError(t, err)
		var outs [2]string
		var dis [2]string
		for i, obj := range [][]byte{ourObject(t, g, "maximum3.s", asm), theirs} {
			o := filepath.Join(dir, fmt.Sprintf("%s_%d.o", gn, i))
			co := filepath.Join(dir, fmt.Sprintf("k%d.co", i))
			require.NoError(t, os.WriteFile(o, obj, 0o644))
			_, err := oracle.Run(lld, nil, "-shared", o, "-o", co)
			require.NoError(t, err, gn)
			notes, err := oracle.Run(readelf, nil, "--notes", co)
			require.NoError(t, err)
			outs[i] = strings.ReplaceAll(string(notes), co, "CO")
			d, err := oracle.Run(objdump, nil, "-d", co)
			require.NoError(t, err)
			dis[i] = strings.ReplaceAll(string(d), co, "CO")
		}
		for _, want := range []string{"NT_AMDGPU_METADATA", ".name:           maximum3", ".symbol:         maximum3.kd", ".sgpr_count:", ".vgpr_count:", "amdhsa.target:   amdgcn-amd-amdhsa--" + gn} {
			assert.Contains(t, outs[0], want, gn)
		}
		assert.Equal(t, outs[1], outs[0], "%s: notes of the linked code objects", gn)
		assert.Equal(t, dis[1], dis[0], "%s: disassembly of the linked code objects", gn)
		assert.Contains(t, dis[0], "<maximum3>:", gn)
	}
}

// TestLLCObjects: llc-19's own output for a kernel (amdexec's testdata,
// regenerated there by TestLLCGoldens: the descriptor block in a
// .section .rodata, the .AMDGPU.csdata and .note.GNU-stack sections, the
// .p2alignl and .fill padding of .text on gfx942 and gfx1030) gives llvm-mc-19's object, on the
// generations whose instructions there the assembler has.
func TestLLCObjects(t *testing.T) {
	mc := oracle.Require(t, oracle.LLVMMC)
	for _, gn := range []string{"gfx908", "gfx942", "gfx1030"} {
		g, err := amdgcn.ParseGeneration(gn)
		require.NoError(t, err)
		file := filepath.Join("..", "amdexec", "testdata", "llc19", "kernel_"+gn+".s")
		src, err := os.ReadFile(file)
		require.NoError(t, err)
		theirs, err := oracle.Run(mc, src, mcArgs(g)...)
		require.NoError(t, err)
		compareObjects(t, file, ourObject(t, g, file, src), theirs)
	}
}

// TestListingIsLLVMMCs: lowerc asm's listing of a kernel file
// (AssembleListing, through WriteListing) is llvm-mc's without -filetype=obj, byte for byte, with
// and without -show-encoding: the directives as llvm-mc echoes them, every
// descriptor field of each kernel block, the metadata YAML as llvm-mc's
// writer formats it, the blank lines. Files: lowerc's kernels on the
// generations, the handwritten files, llc-19's kernels.
func TestListingIsLLVMMCs(t *testing.T) {
	type file struct {
		g    *amdgcn.Generation
		name string
		src  []byte
		args []string // llvm-mc's target options, when not mcArgs' triple
	}
	var files []file
	for _, gn := range objGens() {
		g, err := amdgcn.ParseGeneration(gn)
		require.NoError(t, err)
		for name, src := range tiles(t) {
			files = append(files, file{g, gn + " " + name, lowerTile(t, g, name, src), nil})
		}
	}
	hand, err := filepath.Glob("testdata/*.s")
	require.NoError(t, err)
	for _, p := range hand {
		src, err := os.ReadFile(p)
		require.NoError(t, err)
		f := strings.Fields(strings.TrimPrefix(strings.SplitN(string(src), "\n", 2)[0], ";"))
		g, err := amdgcn.ParseGeneration(f[0])
		require.NoError(t, err)
		if len(f) > 1 {
			g, err = g.WithMAttr(f[1])
			require.NoError(t, err)
		}
		files = append(files, file{g, p, src, nil},
			// line ends as a lone CR and as CRLF: llvm-mc-19 numbers and
			// echoes the lines as with LF
			file{g, p + " (CR)", bytes.ReplaceAll(src, []byte("\n"), []byte("\r")), nil},
			file{g, p + " (CRLF)", bytes.ReplaceAll(src, []byte("\n"), []byte("\r\n")), nil})
	}
	for _, gn := range []string{"gfx908", "gfx942", "gfx1030"} {
		g, err := amdgcn.ParseGeneration(gn)
		require.NoError(t, err)
		p := filepath.Join("..", "amdexec", "testdata", "llc19", "kernel_"+gn+".s")
		src, err := os.ReadFile(p)
		require.NoError(t, err)
		files = append(files, file{g, p, src, nil})
	}
	// Not a kernel file: amdgcn.AssembleListing's listing, llvm-mc's for
	// the plain amdgcn triple (which prints no .amdgcn_target).
	g942, err := amdgcn.ParseGeneration("gfx942")
	require.NoError(t, err)
	files = append(files, file{g942, "plain.s", []byte("s_nop 0\nfoo:\n  s_nop 1 ; c\nbar:\n"), []string{"-triple=amdgcn", "-mcpu=gfx942"}})
	// Numeric labels, numbered over the file (".Ltmp<n>"), in a file long
	// enough to be assembled in several chunks.
	var numeric bytes.Buffer
	// Blank lines (echoed) and comment-only lines (not) in the same file.
	for i := range 30000 {
		fmt.Fprintf(&numeric, "%d:\ns_nop %d\n", i%3, i%8)
		switch i % 7 {
		case 0:
			numeric.WriteString("\n")
		case 3:
			numeric.WriteString(" \t \n; only a comment\n")
		}
	}
	plain := []string{"-triple=amdgcn", "-mcpu=gfx942"}
	files = append(files, file{g942, "numeric.s", numeric.Bytes(), plain},
		file{g942, "no-blank.s", bytes.ReplaceAll(bytes.ReplaceAll(numeric.Bytes(), []byte(" \t \n"), nil), []byte("\n\n"), []byte("\n")), plain},
		// a plain file's directives are echoed too
		file{g942, "plain-directives.s", []byte("s_nop 0\n\n\t.globl a\n\t.p2align 8\n\t.type a,@function\na:\n  s_nop 1\n.Lend:\n\t.size a, .Lend-a\n\n"), plain},
		file{g942, "plain-directives-cr.s", []byte("s_nop 0\r\r\t.globl a\r\t.p2align 8\r\t.type a,@function\ra:\r  s_nop 1\r.Lend:\r\t.size a, .Lend-a\r\r"), plain},
		file{g942, "blank-end.s", []byte("\n s_nop 0\n\n  "), plain})
	for _, c := range files {
		args := mcArgs(c.g)[:2]
		if c.g.Wave64() {
			args = append(args, "-mattr=+wavefrontsize64")
		}
		if c.args != nil {
			args = c.args
		}
		for _, show := range []bool{false, true} {
			a := args
			if show {
				a = append(a, "-show-encoding")
			}
			want, err := oracle.Run(mcFor(t, c.g), c.src, a...)
			require.NoError(t, err, c.name)
			var got bytes.Buffer
			for _, workers := range []int{1, 3} {
				got.Reset()
				require.NoError(t, elfobj.AssembleListing(&got, c.g, c.name, c.src, show, workers), c.name)
				assert.Equal(t, string(want), got.String(), "%s (-show-encoding %v, %d workers)", c.name, show, workers)
			}
		}
	}
	t.Logf("%d files listed as llvm-mc lists them", len(files))
}
