; gfx1100
; v_nop in its e32 and e64 forms (docs/reference/amdgpu.md §3.12), a branch across them
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.text
	.globl	k
	.p2align	8
	.type	k,@function
k:
	v_nop
	s_cbranch_scc1 .LBB0_1
	v_nop_e64
	v_nop_e32
	s_nop 0
.LBB0_1:
	v_nop_e64
	s_endpgm
.Lfunc_end0:
	.size	k, .Lfunc_end0-k
	.rodata
	.p2align	6
	.amdhsa_kernel k
		.amdhsa_next_free_vgpr 1
		.amdhsa_next_free_sgpr 1
	.end_amdhsa_kernel
