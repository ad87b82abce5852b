// Package spec reads target specs, the one spelling of a target that the
// commands share (lowerc run, diff and compile -target):
//
//	ptx:ARCH[:ptx=X.Y]              ptx:sm_90, ptx:sm_90:ptx=7.8
//	amdgcn:GFX[:ieee=0|1][:wave64]  amdgcn:gfx942, amdgcn:gfx942:ieee=0,
//	                                amdgcn:gfx1100:wave64
//	llvm:TRIPLE:CPU[:ieee=0|1]      llvm:amdgcn-amd-amdhsa:gfx942,
//	                                llvm:nvptx64-nvidia-cuda:sm_90
//
// Parts are separated by ':'; options (key=value) follow the arch in any
// order, each at most once. A ptx spec without ptx= takes the least PTX ISA
// version the arch and the forms used need, as compile -target ptx does; an
// amdgcn spec without ieee= has MODE.IEEE on; wave64 (a flag, GFX10+ only)
// lowers and runs RDNA in wave64, as -mattr=+wavefrontsize64. An llvm spec names lowerc's
// LLVM IR for the triple and CPU, which the code-running commands compile
// with llc-19 before they run it; its PTX ISA version is llc's. Every part is
// checked against the target packages' own tables (ptx.Archs,
// amdgcn.GenerationNames, llvm.CPUs), and an unknown part gets an error that
// lists what is valid there.
package spec
