package amdexec

import (
	"bytes"
	"fmt"
	"strings"
	"sync"

	"go.yaml.in/yaml/v3"

	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/targets/amdgcn"
	"github.com/lowerc/lowerc/verify/tv"
)

// An LLCKernel is a kernel of llc-19's assembly for lowerc's LLVM IR of a
// tile kernel (lowerc run/diff llvm:amdgcn-amd-amdhsa:CPU): LLVM's AMDGPU
// kernel ABI, not lowerc's. The kernarg segment is laid out as the
// .amdgpu_metadata's .args list says (docs/reference/amdgpu.md §4.7):
// the explicit arguments in parameter order (a global tensor as its 8-byte
// address, a pred as a 1-byte 0/1), then the hidden arguments of code
// object v5, which the launch fills (block counts, group sizes, remainders,
// grid dimensions; global offsets 0; the runtime pointers — hostcall
// buffer, heap, queues, completion action — null, so that a kernel using
// one faults with a message); the user and system SGPRs are those its
// .amdhsa_kernel descriptor enables (Launch).
type LLCKernel struct {
	code   *Code
	sym    Symbol
	ik     *ir.Kernel
	meta   KernelMeta
	wave64 bool
	// Steps is the number of instructions the last Run executed.
	Steps int
	// RunTuples (llctuples.go): its kept machines; whether the code has
	// no branch. Tests: noLaneFast turns the column kernels (lanefast.go)
	// off, noLaneWaves runs every call as runEach, sharedWaves puts the
	// tuples in waves of the generation's size (wrong: see llctuples.go).
	lanes                                sync.Pool
	launchOnce                           sync.Once
	launch1                              *Machine // the launch registers of one wave
	launchErr                            error
	straightOnce                         sync.Once
	straightOK                           bool
	noLaneFast, noLaneWaves, sharedWaves bool
	// noSlice turns the sliced path (llcslice.go) off; diags are its
	// diagonal runs per instruction; stats counts the paths calls took.
	noSlice bool
	slices  sliceCache
	stats   tupleStats
}

var _ tv.Kernel = (*LLCKernel)(nil)

// KernelMeta is what a kernel's entry of the .amdgpu_metadata block (code
// object v5, AMDGPUUsage "Code Object V5 Metadata") says of its kernarg
// segment.
type KernelMeta struct {
	Name        string    `yaml:".name"`
	KernargSize int       `yaml:".kernarg_segment_size"`
	Args        []ArgMeta `yaml:".args"`
	WaveSize    int       `yaml:".wavefront_size"`
}

// ArgMeta is one kernel argument of the metadata.
type ArgMeta struct {
	Name      string `yaml:".name"`
	Offset    int    `yaml:".offset"`
	Size      int    `yaml:".size"`
	ValueKind string `yaml:".value_kind"`
}

// ParseMetadata reads the kernels of the .amdgpu_metadata block of
// assembly text.
func ParseMetadata(file string, src []byte) ([]KernelMeta, error) {
	const begin, end = ".amdgpu_metadata", ".end_amdgpu_metadata"
	var body []string
	in, found, line0 := false, false, 0
	for i, l := range bytes.Split(src, []byte("\n")) {
		t := strings.TrimSpace(string(l))
		switch {
		case !in && t == begin:
			in, found, line0 = true, true, i+1
		case in && t == end:
			in = false
		case in:
			body = append(body, string(l))
		}
	}
	if !found {
		return nil, fmt.Errorf("%s: no .amdgpu_metadata block (the kernarg layout of llc's kernels is read from it)", file)
	}
	if in {
		return nil, fmt.Errorf("%s:%d:1: .amdgpu_metadata without %s", file, line0, end)
	}
	var doc struct {
		Kernels []KernelMeta `yaml:"amdhsa.kernels"`
	}
	if err := yaml.Unmarshal([]byte(strings.Join(body, "\n")), &doc); err != nil {
		return nil, fmt.Errorf("%s:%d:1: .amdgpu_metadata: %v", file, line0, err)
	}
	for _, k := range doc.Kernels {
		for _, a := range k.Args {
			if a.Offset < 0 || a.Size <= 0 || a.Size > 8 || a.Offset+a.Size > k.KernargSize {
				return nil, fmt.Errorf("%s:%d:1: .amdgpu_metadata: kernel %s: argument %q (%s) at offset %d, size %d, is outside its %d-byte kernarg segment", file, line0, k.Name, a.Name, a.ValueKind, a.Offset, a.Size, k.KernargSize)
			}
		}
		if k.KernargSize < 0 || k.KernargSize > GlobalAddr-KernargAddr {
			return nil, fmt.Errorf("%s:%d:1: .amdgpu_metadata: kernel %s: kernarg segment of %d bytes", file, line0, k.Name, k.KernargSize)
		}
	}
	return doc.Kernels, nil
}

// NewLLCKernel returns kernel ik of llc's assembly src (file names it in
// messages) for generation o.Arch.
func NewLLCKernel(file string, src []byte, ik *ir.Kernel, o tv.Options) (*LLCKernel, error) {
	gen, err := options(o)
	if err != nil {
		return nil, err
	}
	if o.Wave64 {
		if gen, err = gen.WithMAttr("+wavefrontsize64"); err != nil {
			return nil, err
		}
	}
	code, err := ParseText(gen, file, src)
	if err != nil {
		return nil, err
	}
	metas, err := ParseMetadata(file, src)
	if err != nil {
		return nil, err
	}
	name := ik.Name
	sym, err := code.Sym(name)
	if err != nil {
		return nil, err
	}
	if !sym.Kernel {
		return nil, fmt.Errorf("%s: %s has no .amdhsa_kernel descriptor", file, name)
	}
	var meta *KernelMeta
	for i := range metas {
		if metas[i].Name == name {
			meta = &metas[i]
		}
	}
	if meta == nil {
		return nil, fmt.Errorf("%s: the .amdgpu_metadata has no kernel %s", file, name)
	}
	// The explicit arguments are the parameters, in order.
	var explicit []ArgMeta
	for _, a := range meta.Args {
		if !strings.HasPrefix(a.ValueKind, "hidden_") {
			explicit = append(explicit, a)
		}
	}
	if len(explicit) != len(ik.Params) {
		return nil, fmt.Errorf("%s: kernel %s: the metadata lists %d explicit arguments, the kernel has %d parameters", file, name, len(explicit), len(ik.Params))
	}
	for i, p := range ik.Params {
		a := explicit[i]
		want, size := "global_buffer", 8
		if p.Space != ir.Global {
			want, size = "by_value", 1
		}
		if a.Name != p.Name || a.ValueKind != want || a.Size != size {
			return nil, fmt.Errorf("%s: kernel %s: argument %d is %q (%s, %d bytes), want %%%s as %s of %d bytes", file, name, i, a.Name, a.ValueKind, a.Size, p.Name, want, size)
		}
	}
	return &LLCKernel{code: code, sym: *sym, ik: ik, meta: *meta, wave64: o.Wave64}, nil
}

// Name returns the kernel's name.
func (k *LLCKernel) Name() string { return k.ik.Name }

// Launch returns the launch registers of the kernel's descriptor.
func (k *LLCKernel) Launch() Launch { return k.sym.Launch }

// Meta returns the kernel's metadata (its kernarg layout).
func (k *LLCKernel) Meta() KernelMeta { return k.meta }

// dims is a launch's grid (in workgroups) and block sizes, each at least
// 1, and the number of dimensions given.
func launchDims(ik *ir.Kernel) (grid, block [3]int, n int) {
	n = 1
	for d := 0; d < 3; d++ {
		grid[d], block[d] = max(ik.Grid[d], 1), max(ik.Block[d], 1)
		if ik.Grid[d] > 1 || ik.Block[d] > 1 {
			n = max(n, d+1)
		}
	}
	return grid, block, n
}

// Kernarg returns the kernarg segment of a launch with global tensor i at
// bases[i]: the explicit arguments, then the hidden arguments of code
// object v5 (docs/reference/amdgpu.md §4.7). A hidden argument the
// executor does not know is an error.
func (k *LLCKernel) Kernarg(args []tv.Arg, bases []uint64) ([]byte, error) {
	ik := k.ik
	kernarg := make([]byte, max(k.meta.KernargSize, 8))
	grid, block, ndims := launchDims(ik)
	i := 0
	for _, a := range k.meta.Args {
		b := kernarg[a.Offset : a.Offset+a.Size]
		put := func(v uint64) {
			for j := range b {
				b[j] = byte(v >> (8 * j))
			}
		}
		switch a.ValueKind {
		case "global_buffer":
			put(bases[i])
			i++
		case "by_value":
			put(uint64(b2i(args[i].Pred)))
			i++
		case "hidden_block_count_x", "hidden_block_count_y", "hidden_block_count_z":
			put(uint64(grid[a.ValueKind[len(a.ValueKind)-1]-'x']))
		case "hidden_group_size_x", "hidden_group_size_y", "hidden_group_size_z":
			put(uint64(block[a.ValueKind[len(a.ValueKind)-1]-'x']))
		case "hidden_remainder_x", "hidden_remainder_y", "hidden_remainder_z":
			put(0) // the grid is whole workgroups
		case "hidden_grid_dims":
			put(uint64(ndims))
		case "hidden_global_offset_x", "hidden_global_offset_y", "hidden_global_offset_z":
			put(0)
		case "hidden_hostcall_buffer", "hidden_multigrid_sync_arg", "hidden_heap_v1",
			"hidden_default_queue", "hidden_completion_action", "hidden_queue_ptr",
			"hidden_printf_buffer", "hidden_none", "hidden_private_base", "hidden_shared_base",
			"hidden_dynamic_lds_size":
			put(0) // null pointers (and no dynamic LDS): nothing the executor provides
		default:
			return nil, fmt.Errorf("kernel @%s: hidden argument %s (offset %d) is not provided by the executor", ik.Name, a.ValueKind, a.Offset)
		}
	}
	return kernarg, nil
}

// globalBases places args' global tensors (len(args) == len(k.ik.Params))
// as memory maps them: from GlobalAddr up, each at a 64 KiB boundary with at
// least 64 KiB free after it. bases[i] is parameter i's address, zero for a
// parameter outside global memory (globalBytes gives their bytes).
func (k *LLCKernel) globalBases(args []tv.Arg) []uint64 {
	bases := make([]uint64, len(args))
	addr := uint64(GlobalAddr)
	for i, p := range k.ik.Params {
		if p.Space != ir.Global {
			continue
		}
		bases[i] = addr
		addr += (uint64(len(args[i].Mem))+0xffff)&^0xffff + 0x10000
	}
	return bases
}

// memory maps the kernarg segment and args' global tensors.
func (k *LLCKernel) memory(args []tv.Arg) (*Memory, error) {
	ik := k.ik
	if len(args) != len(ik.Params) {
		return nil, fmt.Errorf("kernel @%s takes %d arguments, %d given", ik.Name, len(ik.Params), len(args))
	}
	mem := &Memory{}
	bases := k.globalBases(args)
	for i, p := range ik.Params {
		if p.Space != ir.Global {
			continue
		}
		if err := mem.Map(bases[i], args[i].Mem, "%"+p.Name); err != nil {
			return nil, err
		}
	}
	kernarg, err := k.Kernarg(args, bases)
	if err != nil {
		return nil, err
	}
	if err := mem.Map(KernargAddr, kernarg, "the kernarg segment"); err != nil {
		return nil, err
	}
	return mem, nil
}

// Run runs the whole launch once: every workgroup of the grid, every
// work-item of the block as lanes of waves. Stores update args' memory in
// place.
func (k *LLCKernel) Run(args []tv.Arg) error {
	ik := k.ik
	mem, err := k.memory(args)
	if err != nil {
		return err
	}
	k.Steps, err = runLaunch(k.code, &k.sym, ik, k.wave64, mem)
	return err
}

// packedTID reports whether gen's hardware packs the work-item IDs into
// v0 (x | y<<10 | z<<20): gfx90a and later CDNA, GFX11+ (AMDGPUUsage
// "Initial Kernel Execution State"; docs/reference/amdgpu.md §4.6).
func packedTID(gen *amdgcn.Generation) bool {
	switch gen.ID {
	case amdgcn.GFX908, amdgcn.GFX1010, amdgcn.GFX1030:
		return false
	}
	return true
}
