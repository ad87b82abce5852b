; gfx908
	.amdgcn_target "amdgcn-amd-amdhsa--gfx908"
	.amdhsa_code_object_version 5
	.text
	.globl	k908
	.p2align	8
	.type	k908,@function
k908:
	s_endpgm
.Lend_k908:
	.size	k908, .Lend_k908-k908
	.rodata
	.p2align	6
	.amdhsa_kernel k908
		.amdhsa_next_free_vgpr 256
		.amdhsa_next_free_sgpr 102
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
	.end_amdhsa_kernel
