<?php
/**
 * Test shop: plain generated images for the catalogue and the Divi pages (required by catalogue.php and divi.php).
 *
 * @package Dropins
 */

/**
 * A plain coloured image with a light shape on it, as a media-library image.
 *
 * @param string $name File name without extension.
 * @param int[]  $rgb  Colour.
 * @param int[]  $size Width and height.
 * @param int[]  $band The light rectangle: x1, y1, x2, y2 (a phone's outline by default).
 * @return int Attachment id.
 */
function dropins_shop_image( $name, $rgb, $size = array( 800, 800 ), $band = array( 300, 150, 500, 650 ) ) {
	$image = imagecreatetruecolor( $size[0], $size[1] );
	imagefill( $image, 0, 0, imagecolorallocate( $image, $rgb[0], $rgb[1], $rgb[2] ) );
	imagefilledrectangle( $image, $band[0], $band[1], $band[2], $band[3], imagecolorallocate( $image, 240, 240, 240 ) );
	ob_start();
	imagejpeg( $image, null, 80 );
	$upload = wp_upload_bits( $name . '.jpg', null, ob_get_clean() );
	$id     = wp_insert_attachment(
		array(
			'post_mime_type' => 'image/jpeg',
			'post_title'     => ucwords( str_replace( '-', ' ', $name ) ),
			'post_status'    => 'inherit',
		),
		$upload['file']
	);
	wp_update_attachment_metadata( $id, wp_generate_attachment_metadata( $id, $upload['file'] ) );
	update_post_meta( $id, '_wp_attachment_image_alt', ucwords( str_replace( '-', ' ', $name ) ) );
	return $id;
}
